/**
 * Indexer catch-up: mines BLOCKS (default 10,000) devnet blocks, each with one native and one ERC-20
 * transfer, then times a fresh indexer catching up from block 0 into an empty database (embedded
 * PGlite, or the PostgreSQL server at TEST_DATABASE_URL). Fails (exit 1) above 60 s.
 *
 *   npx tsx apps/server/bench/indexer.ts
 */
import { startDevnet } from '@latch/devnet'
import { count } from 'drizzle-orm'
import { encodeFunctionData, erc20Abi } from 'viem'
import { createChainRegistry } from '../src/chains/createChainRegistry.js'
import { createIndexer } from '../src/indexer/createIndexer.js'
import { chainTransfers } from '../src/indexer/indexerTables.js'
import { at } from '../src/testing/at.js'
import { defined } from '../src/testing/defined.js'
import { createTestDatabase } from '../src/testing/testDatabase.js'

const blocks = Number(process.env.BLOCKS ?? 10_000)
const budgetSeconds = 60
const blocksPerBatch = 100

const devnet = await startDevnet({ chainIds: [31337] })
const database = await createTestDatabase()
try {
  const chain = at(devnet.chains, 0)
  const registry = createChainRegistry([
    { chainId: chain.chainId, rpcUrls: [chain.rpcUrl], rpcTimeoutMs: 120_000 },
  ])
  const { rpc } = defined(registry.get(chain.chainId), `chain ${chain.chainId} in the registry`)
  const [from, to] = [at(devnet.accounts, 1).address, at(devnet.accounts, 2).address]
  const transferData = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] })

  // The node's accounts are unlocked: eth_sendTransaction needs no signing here. Automine is off so
  // each block gets one native and one ERC-20 transfer before evm_mine.
  await rpc.request('evm_setAutomine', [false])
  const minedFrom = Number(await rpc.request<string>('eth_blockNumber'))
  let nonce = Number(await rpc.request<string>('eth_getTransactionCount', [from, 'pending']))
  const hex = (n: number) => `0x${n.toString(16)}`
  let started = performance.now()
  for (let done = 0; done < blocks; done += blocksPerBatch) {
    const calls: { method: string; params: unknown[] }[] = []
    for (let i = done; i < Math.min(blocks, done + blocksPerBatch); i++) {
      calls.push({
        method: 'eth_sendTransaction',
        params: [{ from, to, value: hex(i + 1), nonce: hex(nonce++) }],
      })
      calls.push({
        method: 'eth_sendTransaction',
        params: [{ from, to: chain.contracts.usdc, data: transferData, gas: '0x186a0', nonce: hex(nonce++) }],
      })
      calls.push({ method: 'evm_mine', params: [] })
    }
    await rpc.requestBatch(calls)
  }
  // Batched requests may reach the pool after their evm_mine: mine until every transaction is in a block.
  while (Number(await rpc.request<string>('eth_getTransactionCount', [from, 'latest'])) < nonce) {
    await rpc.request('evm_mine', [])
  }
  await rpc.request('evm_setAutomine', [true])
  const head = Number(await rpc.request<string>('eth_blockNumber'))
  console.log(
    `mined ${head - minedFrom} blocks with transfers in ${((performance.now() - started) / 1000).toFixed(1)} s (head ${head})`,
  )

  const indexer = createIndexer({ db: database.db, chains: registry, onError: () => {} })
  started = performance.now()
  const result = at(await indexer.sync(), 0)
  const seconds = (performance.now() - started) / 1000
  const stored = at(await database.db.select({ n: count() }).from(chainTransfers), 0)
  console.log(
    `indexed ${result.indexedTo + 1} blocks (${stored.n} transfers) from block 0 on ${database.driver} in ${seconds.toFixed(2)} s` +
      ` = ${Math.round((result.indexedTo + 1) / seconds)} blocks/s (budget ${budgetSeconds} s)`,
  )
  if (seconds > budgetSeconds) process.exitCode = 1
} finally {
  await database.close()
  await devnet.stop()
}

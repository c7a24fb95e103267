/**
 * Balances of an account holding 50 tokens (the 3 devnet tokens + 47 more deployed here) plus ETH, on
 * one devnet chain. The server's upstream is a counting pass-through in front of anvil, so the bench
 * checks that one balance request costs one JSON-RPC round trip (one Multicall3 aggregate3), then
 * measures latency with autocannon. Fails (exit 1) at p50 >= 15 ms or more than one round trip.
 *
 *   npx tsx apps/server/bench/balances.ts       (DURATION=10 seconds, CONNECTIONS=4)
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { devnetTokenAbi, startDevnet, toViemChain } from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { at } from '../src/testing/at.js'
import { defined } from '../src/testing/defined.js'
import { createTestDatabaseTarget } from '../src/testing/testDatabase.js'
import { seedTokens } from '../src/tokens/seedTokens.js'
import { tokens } from '../src/tokens/tokensTables.js'
import { benchHeaders, measureGet, startBenchServer } from './startBenchServer.js'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 4)
const extraTokens = 47
const p50Budget = 15

const artifact = JSON.parse(
  readFileSync(new URL('../../devnet/src/artifacts/DevnetToken.json', import.meta.url), 'utf8'),
) as { bytecode: Hex }

const devnet = await startDevnet({ chainIds: [31337] })
const target = await createTestDatabaseTarget()
let stopServer: (() => Promise<void>) | undefined
// Counts JSON-RPC HTTP requests reaching the node.
let upstreamRequests = 0
const chain = at(devnet.chains, 0)
const counter = createServer(async (req, res) => {
  upstreamRequests++
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const answer = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.concat(chunks),
  })
  res.writeHead(answer.status, { 'content-type': 'application/json' })
  res.end(await answer.text())
})
await new Promise<void>((done) => counter.listen(0, '127.0.0.1', done))
const counterUrl = `http://127.0.0.1:${(counter.address() as { port: number }).port}`
let passed = false
try {
  const deployer = createWalletClient({
    account: privateKeyToAccount(at(devnet.accounts, 0).privateKey),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const holder = at(devnet.accounts, 3).address
  const deployed: Address[] = []
  for (let i = 0; i < extraTokens; i++) {
    const hash = await deployer.deployContract({
      abi: devnetTokenAbi,
      bytecode: artifact.bytecode,
      args: [`Bench Token ${i}`, `BT${i}`, 18],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    deployed.push(defined(receipt.contractAddress, `the address of deployed Bench Token ${i}`))
  }
  for (const address of deployed) {
    await deployer.writeContract({
      address,
      abi: devnetTokenAbi,
      functionName: 'mint',
      args: [holder, 10n ** 18n * 5n],
    })
  }
  const database = await target.open()
  await seedTokens(database.db)
  await database.db.insert(tokens).values(
    deployed.map((address, i) => ({
      chainId: chain.chainId,
      address: address.toLowerCase(),
      name: `Bench Token ${i}`,
      symbol: `BT${i}`,
      decimals: 18,
      iconId: null,
      listed: true,
      source: 'devnet',
      rank: 10 + i,
    })),
  )
  await database.close()

  // Phase 1, through the counting pass-through: how many round trips one balance request costs.
  let server = await startBenchServer({
    ...target.env,
    LATCH_CHAINS: `${chain.chainId}=${counterUrl}`,
    LATCH_INDEXER: '0',
  })
  stopServer = server.stop
  const path = `/v1/account/${holder}/balance?projectId=latch-dev&chainId=eip155:${chain.chainId}`
  const first = (await (await fetch(`${server.url}${path}`, { headers: benchHeaders })).json()) as {
    balances: { symbol: string }[]
  }
  console.log(
    `balances: ${first.balances.length} non-zero (ETH + ${first.balances.length - 1} tokens of ${extraTokens + 3} known)`,
  )
  // Prices are cached for 30 s after the first request; from then on a request is the balance read alone.
  const before = upstreamRequests
  for (let i = 0; i < 20; i++)
    await fetch(`${server.url}${path}`, { headers: benchHeaders }).then((res) => res.arrayBuffer())
  const perRequest = (upstreamRequests - before) / 20
  console.log(
    `JSON-RPC round trips per balance request: ${perRequest} (first request, with prices and pool lookup: ${before})`,
  )
  await server.stop()

  // Phase 2, straight to the node: latency end to end.
  server = await startBenchServer({
    ...target.env,
    LATCH_CHAINS: `${chain.chainId}=${chain.rpcUrl}`,
    LATCH_INDEXER: '0',
  })
  stopServer = server.stop
  const fast = await measureGet({
    url: server.url,
    path,
    connections,
    duration,
    label: 'balance of 50 tokens + ETH',
    check: (result) => result.latency.p50 < p50Budget,
    need: `p50 < ${p50Budget} ms`,
  })
  passed = perRequest === 1 && fast
} finally {
  await stopServer?.()
  counter.close()
  await target.cleanup()
  await devnet.stop()
}
process.exit(passed ? 0 : 1)

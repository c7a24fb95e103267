import { type Devnet, devnetTokenAbi, startDevnet } from '@latch/devnet'
import { and, count, eq, sql } from 'drizzle-orm'
import { type Address, type Hex, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainRegistry, createChainRegistry } from '../chains/createChainRegistry.js'
import { at } from '../testing/at.js'
import { createTestWallet } from '../testing/createTestWallet.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { tokens } from '../tokens/tokensTables.js'
import { createIndexer } from './createIndexer.js'
import { accountActivity, chainTransfers, indexedBlocks, indexerCursors } from './indexerTables.js'

let devnet: Devnet
let database: TestDatabase
let chains: ChainRegistry

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet(), createTestDatabase()])
  chains = createChainRegistry(
    devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
  )
})
afterAll(async () => {
  await devnet?.stop()
  await database?.close()
})

const wallet = (index: number, chainIndex = 0) =>
  createTestWallet(at(devnet.chains, chainIndex), at(devnet.accounts, index).privateKey)
/** Waits until a transaction is in a block, so the next sync sees it. */
const mined = (hash: Promise<Hex>, chainIndex = 0) => wallet(0, chainIndex).mined(hash)
const rpc = (method: string, params: unknown[] = [], chainIndex = 0) =>
  chains.list()[chainIndex]?.rpc.request(method, params)
const freshAddress = () =>
  privateKeyToAccount(`0x${crypto.randomUUID().replaceAll('-', '').padEnd(64, '1')}`).address

const transfersTo = (address: Address, chainId = 31337) =>
  database.db
    .select()
    .from(chainTransfers)
    .where(and(eq(chainTransfers.chainId, chainId), eq(chainTransfers.to, address.toLowerCase())))
    .orderBy(chainTransfers.blockNumber, chainTransfers.logIndex)
const totalTransfers = async () => at(await database.db.select({ n: count() }).from(chainTransfers), 0).n

describe('createIndexer', () => {
  it('catches up from block 0 and stores native and ERC-20 transfers sent with viem', async () => {
    const indexer = createIndexer({ db: database.db, chains })
    const [first] = await indexer.sync(31337)
    expect(first?.indexedTo).toBe(first?.head)
    // The devnet's deployment funded accounts with USDC: those Transfer logs are indexed from block 0.
    const seeded = await transfersTo(at(devnet.accounts, 5).address)
    expect(
      seeded.some(
        (row) => row.kind === 'erc20' && row.token === at(devnet.chains, 0).contracts.usdc.toLowerCase(),
      ),
    ).toBe(true)

    const receiver = freshAddress()
    const sender = wallet(3)
    const nativeHash = await sender.mined(sender.sendTransaction({ to: receiver, value: parseEther('1.5') }))
    const tokenHash = await sender.mined(
      sender.writeContract({
        address: at(devnet.chains, 0).contracts.usdc,
        abi: devnetTokenAbi,
        functionName: 'transfer',
        args: [receiver, parseUnits('42.5', 6)],
      }),
    )
    await indexer.sync()

    const rows = await transfersTo(receiver)
    expect(rows.map((row) => [row.kind, row.txHash, row.amount, row.from, row.logIndex >= 0])).toEqual([
      [
        'native',
        nativeHash,
        parseEther('1.5').toString(),
        at(devnet.accounts, 3).address.toLowerCase(),
        false,
      ],
      ['erc20', tokenHash, '42500000', at(devnet.accounts, 3).address.toLowerCase(), true],
    ])
    const activity = await database.db
      .select()
      .from(accountActivity)
      .where(eq(accountActivity.address, receiver.toLowerCase()))
    expect(activity.map((row) => row.txHash).sort()).toEqual([nativeHash, tokenHash].sort())
    // The devnet tokens were discovered from their transfers (metadata read from the contracts).
    const [usdc] = await database.db
      .select()
      .from(tokens)
      .where(
        and(eq(tokens.chainId, 31337), eq(tokens.address, at(devnet.chains, 0).contracts.usdc.toLowerCase())),
      )
    expect(usdc).toMatchObject({ symbol: 'USDC', decimals: 6, source: 'discovered' })
  })

  it('resumes from its cursor after a restart and never stores a transfer twice', async () => {
    const before = await totalTransfers()
    const restarted = createIndexer({ db: database.db, chains })
    await restarted.sync()
    expect(await totalTransfers()).toBe(before)

    // Move the cursor back: the same blocks are indexed again without duplicates.
    const cursor = at(
      await database.db.select().from(indexerCursors).where(eq(indexerCursors.chainId, 31337)),
      0,
    )
    const back = cursor.blockNumber - 5
    const [block] = await database.db
      .select()
      .from(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, 31337), eq(indexedBlocks.number, back)))
    await database.db
      .update(indexerCursors)
      .set({ blockNumber: back, blockHash: block?.hash })
      .where(eq(indexerCursors.chainId, 31337))
    await restarted.sync()
    expect(await totalTransfers()).toBe(before)

    const receiver = freshAddress()
    await mined(wallet(4).sendTransaction({ to: receiver, value: 7n }))
    await restarted.sync()
    expect(await totalTransfers()).toBe(before + 1)
    expect((await transfersTo(receiver)).map((row) => row.amount)).toEqual(['7'])
  })

  it('follows the head in the background after start()', async () => {
    const indexer = createIndexer({ db: database.db, chains, pollIntervalMs: 50 })
    indexer.start()
    try {
      const receiver = freshAddress()
      await mined(wallet(6, 1).sendTransaction({ to: receiver, value: 11n }), 1)
      await expect.poll(async () => (await transfersTo(receiver, 31338)).length, { timeout: 5_000 }).toBe(1)
    } finally {
      await indexer.stop()
    }
  })

  it('drops blocks a reverted chain no longer has and indexes its new blocks', async () => {
    const indexer = createIndexer({ db: database.db, chains })
    await indexer.sync()
    const snapshot = await rpc('evm_snapshot')

    const stale = freshAddress()
    await mined(wallet(7).sendTransaction({ to: stale, value: 1_000n }))
    await mined(wallet(7).sendTransaction({ to: stale, value: 2_000n }))
    await indexer.sync()
    expect(await transfersTo(stale)).toHaveLength(2)

    // Reverted, with one new block at the first reverted height: the stored hash there differs.
    expect(await rpc('evm_revert', [snapshot])).toBe(true)
    const fresh = freshAddress()
    await mined(wallet(8).sendTransaction({ to: fresh, value: 3_000n }))
    const result = at(await indexer.sync(31337), 0)
    expect(result.rewoundTo).toBeDefined()
    expect(await transfersTo(stale)).toHaveLength(0)
    expect((await transfersTo(fresh)).map((row) => row.amount)).toEqual(['3000'])
    const staleActivity = await database.db
      .select()
      .from(accountActivity)
      .where(eq(accountActivity.address, stale.toLowerCase()))
    expect(staleActivity).toHaveLength(0)

    // Every stored block hash is the chain's.
    const stored = await database.db
      .select()
      .from(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, 31337), sql`${indexedBlocks.number} > ${result.head - 10}`))
    for (const row of stored) {
      const block = (await rpc('eth_getBlockByNumber', [`0x${row.number.toString(16)}`, false])) as {
        hash: string
      }
      expect(row.hash).toBe(block.hash)
    }

    // A revert with no new block leaves the head below the cursor.
    const again = await rpc('evm_snapshot')
    const gone = freshAddress()
    await mined(wallet(8).sendTransaction({ to: gone, value: 5n }))
    await indexer.sync()
    expect(await transfersTo(gone)).toHaveLength(1)
    await rpc('evm_revert', [again])
    const [after] = await indexer.sync(31337)
    expect(after?.indexedTo).toBe(after?.head)
    expect(await transfersTo(gone)).toHaveLength(0)
    const duplicates = await database.db.execute(
      sql`select chain_id, tx_hash, log_index, item_index from chain_transfers group by 1, 2, 3, 4 having count(*) > 1`,
    )
    expect((duplicates as unknown as { rows: unknown[] }).rows).toHaveLength(0)
  })
})

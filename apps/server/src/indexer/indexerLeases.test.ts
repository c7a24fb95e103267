import { type Devnet, startDevnet } from '@latch/devnet'
import { and, eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../chains/createChainRegistry.js'
import type { CreateDatabaseReturnType } from '../db/createDatabase.js'
import { at } from '../testing/at.js'
import { createTestWallet } from '../testing/createTestWallet.js'
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../testing/testDatabase.js'
import { createIndexer, type Indexer } from './createIndexer.js'
import { chainTransfers } from './indexerTables.js'

// Two server instances on one PostgreSQL database, both running the indexer: one indexes the chain, the other waits;
// when the indexing one dies, the other takes over, and no block is missed or stored twice.
describe.skipIf(!process.env.TEST_DATABASE_URL)('one indexer per chain across instances', () => {
  let devnet: Devnet
  let target: TestDatabaseTarget
  const opened: CreateDatabaseReturnType[] = []
  const indexers: Indexer[] = []

  beforeAll(async () => {
    ;[devnet, target] = await Promise.all([startDevnet({ chainIds: [31337] }), createTestDatabaseTarget()])
  })
  afterAll(async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()))
    await Promise.all(opened.map((database) => database.close().catch(() => {})))
    await devnet?.stop()
    await target?.cleanup()
  })

  it('elects one instance, and the other takes over when it dies', { timeout: 60_000 }, async () => {
    const chain = at(devnet.chains, 0)
    const chains = createChainRegistry([{ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] }])
    const wrote = new Map<string, number>()
    const instance = async (name: string) => {
      const database = await target.open()
      opened.push(database)
      const indexer = createIndexer({
        db: database.db,
        chains,
        leases: database.leases,
        pollIntervalMs: 50,
        onProgress: () => wrote.set(name, (wrote.get(name) ?? 0) + 1),
      })
      indexers.push(indexer)
      indexer.start()
      return { database, indexer }
    }
    const first = await instance('first')
    await expect.poll(() => wrote.get('first') ?? 0, { timeout: 20_000 }).toBeGreaterThan(0)
    const second = await instance('second')

    const sender = createTestWallet(chain, at(devnet.accounts, 2).privateKey)
    const receiver = privateKeyToAccount(`0x${'7'.repeat(64)}`).address
    const sent: Hex[] = []
    const send = async (count: number) => {
      for (let i = 0; i < count; i++)
        sent.push(
          await sender.mined(sender.sendTransaction({ to: receiver, value: BigInt(sent.length + 1) })),
        )
    }
    const stored = async (db = first.database.db) =>
      (
        await db
          .select({ txHash: chainTransfers.txHash })
          .from(chainTransfers)
          .where(
            and(eq(chainTransfers.chainId, chain.chainId), eq(chainTransfers.to, receiver.toLowerCase())),
          )
      ).map((row) => row.txHash)

    await send(4)
    await expect.poll(async () => (await stored()).length, { timeout: 20_000 }).toBe(4)
    // While the first lives, the second only waits: it wrote nothing.
    expect(wrote.get('second') ?? 0).toBe(0)

    // The first instance dies: its connections close, and its lease with them.
    const { indexer, database } = first
    await indexer.stop()
    await database.close()
    await send(4)
    // Every transfer once, in order: the blocks mined while the first was alive and those after.
    await expect.poll(() => stored(second.database.db), { timeout: 20_000 }).toEqual(sent)
    expect(wrote.get('second') ?? 0).toBeGreaterThan(0)
  })
})

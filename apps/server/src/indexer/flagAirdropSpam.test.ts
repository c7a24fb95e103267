import { and, eq } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import type { DecodedTransfer } from './decodeTransfers.js'
import { airdropSpamThreshold, flagAirdropSpam } from './flagAirdropSpam.js'
import { nftCollections } from './indexerTables.js'

const chainId = 31337
const minter = '0x00000000000000000000000000000000000000aa'
const collection = (n: number) => `0x${n.toString(16).padStart(40, 'c')}`
const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.close())
beforeEach(async () => {
  await database.db.delete(nftCollections)
})

let logIndex = 0
/** `count` transfers of `token` in transaction `txHash`, each to another account (from `firstAccount` on). */
function transfers(
  token: string,
  txHash: string,
  count: number,
  options: { kind?: DecodedTransfer['kind']; from?: string; firstAccount?: number } = {},
): DecodedTransfer[] {
  return Array.from({ length: count }, (_, i) => ({
    txHash,
    logIndex: logIndex++,
    itemIndex: 0,
    blockNumber: 1,
    txIndex: 0,
    kind: options.kind ?? 'erc721',
    token,
    tokenId: String(i),
    from: options.from ?? zeroAddress,
    to: account((options.firstAccount ?? 1) + i),
    amount: '1',
  }))
}

async function addCollections(
  rows: { address: string; chainId?: number; isSpam?: boolean; spamSource?: 'rule' | 'operator' }[],
) {
  await database.db
    .insert(nftCollections)
    .values(rows.map((row) => ({ kind: 'erc721' as const, chainId, ...row })))
}

async function spamFlags(chain = chainId): Promise<Record<string, string>> {
  const rows = await database.db.select().from(nftCollections).where(eq(nftCollections.chainId, chain))
  return Object.fromEntries(rows.map((row) => [row.address, `${row.isSpam} ${row.spamSource}`]))
}

it('flags a collection that minted to the threshold of accounts in one transaction, and not one fewer', async () => {
  expect(airdropSpamThreshold).toBe(10)
  await addCollections([{ address: collection(1) }, { address: collection(2) }])
  await flagAirdropSpam(
    database.db,
    chainId,
    [...transfers(collection(1), '0x01', 10), ...transfers(collection(2), '0x02', 9)],
    new Map([
      ['0x01', { from: minter }],
      ['0x02', { from: minter }],
    ]),
  )
  expect(await spamFlags()).toEqual({ [collection(1)]: 'true rule', [collection(2)]: 'false null' })
})

it('counts ERC-1155 mints too, and distinct accounts only', async () => {
  await addCollections([{ address: collection(3) }, { address: collection(4) }])
  const twiceToEach = [...transfers(collection(4), '0x04', 9), ...transfers(collection(4), '0x04', 9)]
  await flagAirdropSpam(
    database.db,
    chainId,
    [...transfers(collection(3), '0x03', 10, { kind: 'erc1155' }), ...twiceToEach],
    new Map([
      ['0x03', { from: minter }],
      ['0x04', { from: minter }],
    ]),
  )
  expect(await spamFlags()).toEqual({ [collection(3)]: 'true rule', [collection(4)]: 'false null' })
})

it('does not count mints spread over transactions, mints to the sender, ordinary transfers or ERC-20 mints', async () => {
  await addCollections([
    { address: collection(5) },
    { address: collection(6) },
    { address: collection(7) },
    { address: collection(8) },
  ])
  const sender = account(1)
  await flagAirdropSpam(
    database.db,
    chainId,
    [
      // Ten accounts, but five in each of two transactions.
      ...transfers(collection(5), '0x05', 5),
      ...transfers(collection(5), '0x06', 5, { firstAccount: 6 }),
      // Ten mints in one transaction, one of them to the account that sent it: nine others.
      ...transfers(collection(6), '0x07', 10),
      // Ten transfers from an account, not mints.
      ...transfers(collection(7), '0x08', 10, { from: minter }),
      // A token minted to ten accounts is not an NFT collection.
      ...transfers(collection(8), '0x09', 10, { kind: 'erc20' }),
    ],
    new Map([
      ['0x05', { from: minter }],
      ['0x06', { from: minter }],
      ['0x07', { from: sender }],
      ['0x08', { from: minter }],
      ['0x09', { from: minter }],
    ]),
  )
  expect(Object.values(await spamFlags())).toEqual(['false null', 'false null', 'false null', 'false null'])
})

it("keeps an operator's ruling and touches only the collection on the indexed chain", async () => {
  await addCollections([
    { address: collection(9), isSpam: false, spamSource: 'operator' },
    { address: collection(10) },
    { address: collection(10), chainId: 31338 },
  ])
  await flagAirdropSpam(
    database.db,
    chainId,
    [...transfers(collection(9), '0x0a', 10), ...transfers(collection(10), '0x0b', 10)],
    new Map([
      ['0x0a', { from: minter }],
      ['0x0b', { from: minter }],
    ]),
  )
  expect(await spamFlags()).toEqual({ [collection(9)]: 'false operator', [collection(10)]: 'true rule' })
  const [other] = await database.db
    .select()
    .from(nftCollections)
    .where(and(eq(nftCollections.chainId, 31338), eq(nftCollections.address, collection(10))))
  expect(other?.isSpam).toBe(false)
})

import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm'
import type { ChainEntry, ChainRegistry } from '../chains/createChainRegistry.js'
import {
  accountActivity,
  chainTransactions,
  chainTransfers,
  indexedBlocks,
  indexerCursors,
  nftCollections,
  tokens,
} from '../db/chainSchema.js'
import type { Database } from '../db/createDatabase.js'
import { type DecodedTransfer, decodeTransferLog, type RpcLog, transferTopics } from './decodeTransfers.js'
import { discoverContracts } from './discoverContracts.js'

export type IndexerParameters = {
  db: Database
  chains: ChainRegistry
  /** How often to ask each chain for its head. Default 1000 ms. */
  pollIntervalMs?: number | undefined
  /** Blocks fetched per JSON-RPC batch. Default 250. */
  rangeSize?: number | undefined
  /** Called after each stored range, for progress output. */
  onProgress?: ((progress: { chainId: number; blockNumber: number; head: number }) => void) | undefined
  /** Called after a reorg or reset removed the blocks above `forkBlock` (-1: everything). */
  onRewind?: ((rewind: { chainId: number; forkBlock: number }) => void) | undefined
  /** Errors while following a chain (the loop keeps going); default logs them. */
  onError?: ((error: unknown, chainId: number) => void) | undefined
}

export type SyncResult = { chainId: number; head: number; indexedTo: number; rewoundTo?: number | undefined }

export type Indexer = {
  /** Follows every configured chain's head until `stop()`. */
  start(): void
  /** Stops following and waits for the current step to finish. */
  stop(): Promise<void>
  /** Indexes one chain (or all) up to its current head once, then resolves. */
  sync(chainId?: number): Promise<SyncResult[]>
}

type RpcTransaction = {
  hash: string
  from: string
  to: string | null
  value: string
  nonce: string
  input: string
  transactionIndex: string
}
type RpcBlock = {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RpcTransaction[]
}

/** One ERC-721/1155 mint transaction reaching this many accounts that did not send it flags the collection as spam. */
export const airdropSpamThreshold = 10
const zeroAddress = '0x0000000000000000000000000000000000000000'
const forkSearchWindow = 128
const insertChunk = 1_000

const hex = (value: number) => `0x${value.toString(16)}`

/**
 * The chain indexer: follows each chain's head over JSON-RPC and stores native transfers, ERC-20,
 * ERC-721 and ERC-1155 transfers, the transactions carrying them and one activity row per account and
 * transaction. Rows are keyed by (chain, tx hash, log index), so indexing a block twice stores it once;
 * stored block hashes reveal a reorg or a reset chain, and everything above the fork point is deleted
 * and indexed again. It resumes from its cursor after a restart and starts at block 0 on a new database.
 *
 * @example
 * const indexer = createIndexer({ db, chains })
 * indexer.start()
 * await indexer.stop()
 */
export function createIndexer(parameters: IndexerParameters): Indexer {
  const { db, chains } = parameters
  const pollIntervalMs = parameters.pollIntervalMs ?? 1_000
  const rangeSize = parameters.rangeSize ?? 250
  const onError =
    parameters.onError ??
    ((error: unknown, chainId: number) =>
      console.error(`[latch-indexer] eip155:${chainId}:`, error instanceof Error ? error.message : error))

  const running = new Map<number, Promise<SyncResult>>()
  let loops: Promise<void>[] = []
  let stopped = true
  const wakers = new Set<() => void>()

  // One sync per chain at a time: the loop and a caller of sync() share the same step.
  const syncChain = (chain: ChainEntry): Promise<SyncResult> => {
    const current = running.get(chain.chainId)
    if (current) return current.then(() => syncChain(chain))
    const step = runSync(chain).finally(() => running.delete(chain.chainId))
    running.set(chain.chainId, step)
    return step
  }

  const runSync = async (chain: ChainEntry): Promise<SyncResult> => {
    const head = Number(await chain.rpc.request<string>('eth_blockNumber'))
    let rewoundTo: number | undefined
    let cursor = await readCursor(chain.chainId)
    if (cursor) {
      const fork = await findForkPoint(chain, cursor, head)
      if (fork !== undefined) {
        await rewind(chain.chainId, fork)
        parameters.onRewind?.({ chainId: chain.chainId, forkBlock: fork })
        rewoundTo = fork
        cursor = await readCursor(chain.chainId)
      }
    }
    let next = cursor ? cursor.blockNumber + 1 : 0
    let pending = next <= head ? fetchRange(chain, next, Math.min(head, next + rangeSize - 1)) : undefined
    while (pending) {
      const range = await pending
      const to = range.to
      // Fetch the next range while this one is written.
      pending = to < head ? fetchRange(chain, to + 1, Math.min(head, to + rangeSize)) : undefined
      const expectedParent = cursor?.blockHash
      if (expectedParent && range.blocks[0] && range.blocks[0].parentHash.toLowerCase() !== expectedParent) {
        // The chain changed under us between the check and the fetch; the next step rewinds.
        pending?.catch(() => {})
        break
      }
      await writeRange(chain, range)
      const last = range.blocks[range.blocks.length - 1]
      if (last) cursor = { blockNumber: Number(last.number), blockHash: last.hash.toLowerCase() }
      next = to + 1
      parameters.onProgress?.({ chainId: chain.chainId, blockNumber: to, head })
    }
    return { chainId: chain.chainId, head, indexedTo: cursor?.blockNumber ?? -1, rewoundTo }
  }

  const readCursor = async (chainId: number) => {
    const [row] = await db.select().from(indexerCursors).where(eq(indexerCursors.chainId, chainId))
    return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash } : undefined
  }

  /** The highest height whose stored hash the chain still has, when the chain diverged; undefined when it did not. */
  const findForkPoint = async (
    chain: ChainEntry,
    cursor: { blockNumber: number; blockHash: string },
    head: number,
  ): Promise<number | undefined> => {
    if (cursor.blockNumber <= head) {
      const block = await chain.rpc.request<RpcBlock | null>('eth_getBlockByNumber', [
        hex(cursor.blockNumber),
        false,
      ])
      if (block && block.hash.toLowerCase() === cursor.blockHash) return undefined
    }
    let top = Math.min(cursor.blockNumber, head)
    while (top >= 0) {
      const bottom = Math.max(0, top - forkSearchWindow + 1)
      const stored = await db
        .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
        .from(indexedBlocks)
        .where(
          and(
            eq(indexedBlocks.chainId, chain.chainId),
            gte(indexedBlocks.number, bottom),
            lte(indexedBlocks.number, top),
          ),
        )
      const storedByNumber = new Map(stored.map((row) => [row.number, row.hash]))
      const heights = Array.from({ length: top - bottom + 1 }, (_, i) => top - i)
      const onChain = await chain.rpc.requestBatch<RpcBlock | null>(
        heights.map((height) => ({ method: 'eth_getBlockByNumber', params: [hex(height), false] })),
      )
      for (const [i, height] of heights.entries()) {
        const hash = onChain[i]?.hash.toLowerCase()
        if (hash && storedByNumber.get(height) === hash) return height
      }
      top = bottom - 1
    }
    return -1
  }

  const rewind = async (chainId: number, fork: number) => {
    await db.transaction(async (tx) => {
      await tx
        .delete(chainTransfers)
        .where(and(eq(chainTransfers.chainId, chainId), gt(chainTransfers.blockNumber, fork)))
      await tx
        .delete(chainTransactions)
        .where(and(eq(chainTransactions.chainId, chainId), gt(chainTransactions.blockNumber, fork)))
      await tx
        .delete(accountActivity)
        .where(and(eq(accountActivity.chainId, chainId), gt(accountActivity.blockNumber, fork)))
      await tx
        .delete(indexedBlocks)
        .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, fork)))
      if (fork < 0) {
        await tx.delete(indexerCursors).where(eq(indexerCursors.chainId, chainId))
      } else {
        const [block] = await tx
          .select({ hash: indexedBlocks.hash })
          .from(indexedBlocks)
          .where(and(eq(indexedBlocks.chainId, chainId), eq(indexedBlocks.number, fork)))
        await tx
          .update(indexerCursors)
          .set({ blockNumber: fork, blockHash: block?.hash ?? '' })
          .where(eq(indexerCursors.chainId, chainId))
      }
    })
  }

  type Range = { from: number; to: number; blocks: RpcBlock[]; logs: RpcLog[]; failed: Set<string> }

  const fetchRange = async (chain: ChainEntry, from: number, to: number): Promise<Range> => {
    for (let attempt = 0; ; attempt++) {
      const calls = [
        {
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: hex(from),
              toBlock: hex(to),
              topics: [
                [transferTopics.transfer, transferTopics.transferSingle, transferTopics.transferBatch],
              ],
            },
          ],
        },
      ]
      for (let n = from; n <= to; n++)
        calls.push({ method: 'eth_getBlockByNumber', params: [hex(n), true] as never })
      const [logs, ...blocks] = await chain.rpc.requestBatch<unknown>(calls)
      const fetched = blocks as (RpcBlock | null)[]
      if (fetched.some((block) => !block)) throw new Error(`Blocks ${from}-${to} are not all available yet`)
      const rangeBlocks = fetched as RpcBlock[]
      const hashes = new Map(rangeBlocks.map((block) => [Number(block.number), block.hash.toLowerCase()]))
      const rangeLogs = logs as RpcLog[]
      // Logs and blocks read in one batch can still straddle a reorg; read again until they agree.
      const consistent =
        rangeLogs.every((log) => hashes.get(Number(log.blockNumber)) === log.blockHash.toLowerCase()) &&
        rangeBlocks.every(
          (block, i) => i === 0 || block.parentHash.toLowerCase() === rangeBlocks[i - 1]?.hash.toLowerCase(),
        )
      if (!consistent) {
        if (attempt < 3) continue
        throw new Error(`Blocks ${from}-${to} changed while being read`)
      }
      // A reverted transaction moves no value: read the status of those that carry value.
      const valued = rangeBlocks.flatMap((block) =>
        block.transactions.filter((t) => BigInt(t.value) > 0n && t.input !== '0x'),
      )
      const failed = new Set<string>()
      if (valued.length) {
        const receipts = await chain.rpc.requestBatch<{ status: string } | null>(
          valued.map((t) => ({ method: 'eth_getTransactionReceipt', params: [t.hash] })),
        )
        for (const [i, transaction] of valued.entries()) {
          const receipt = receipts[i]
          if (receipt && Number(receipt.status) === 0) failed.add(transaction.hash.toLowerCase())
        }
      }
      return { from, to, blocks: rangeBlocks, logs: rangeLogs, failed }
    }
  }

  const knownContracts = new Map<number, Set<string>>()

  const writeRange = async (chain: ChainEntry, range: Range) => {
    const chainId = chain.chainId
    const blockRows = range.blocks.map((block) => ({
      chainId,
      number: Number(block.number),
      hash: block.hash.toLowerCase(),
      timestamp: Number(block.timestamp),
    }))
    const transfers: DecodedTransfer[] = range.logs.flatMap(decodeTransferLog)
    const txRows: (typeof chainTransactions.$inferInsert)[] = []
    for (const block of range.blocks) {
      for (const t of block.transactions) {
        const hash = t.hash.toLowerCase()
        const from = t.from.toLowerCase()
        const to = t.to?.toLowerCase() ?? null
        const value = BigInt(t.value)
        const blockNumber = Number(block.number)
        const txIndex = Number(t.transactionIndex)
        txRows.push({
          chainId,
          hash,
          blockNumber,
          txIndex,
          timestamp: Number(block.timestamp),
          from,
          to,
          nonce: Number(t.nonce),
          value: value.toString(),
          selector: t.input.length >= 10 ? t.input.slice(0, 10).toLowerCase() : '0x',
        })
        if (value > 0n && to && !range.failed.has(hash)) {
          transfers.push({
            txHash: hash,
            logIndex: -1,
            itemIndex: 0,
            blockNumber,
            txIndex,
            kind: 'native',
            token: null,
            tokenId: null,
            from,
            to,
            amount: value.toString(),
          })
        }
      }
    }
    const txByHash = new Map(txRows.map((row) => [row.hash, row]))
    const activity = new Map<string, typeof accountActivity.$inferInsert>()
    const addActivity = (address: string, hash: string) => {
      const row = txByHash.get(hash)
      if (!row || address === zeroAddress) return
      activity.set(`${address}:${hash}`, {
        address,
        chainId,
        txHash: hash,
        timestamp: row.timestamp,
        blockNumber: row.blockNumber,
        txIndex: row.txIndex,
      })
    }
    for (const row of txRows) addActivity(row.from, row.hash)
    for (const transfer of transfers) {
      addActivity(transfer.from, transfer.txHash)
      addActivity(transfer.to, transfer.txHash)
    }
    const last = range.blocks[range.blocks.length - 1]
    if (!last) return

    await db.transaction(async (tx) => {
      for (const rows of chunks(blockRows)) await tx.insert(indexedBlocks).values(rows).onConflictDoNothing()
      for (const rows of chunks(txRows)) await tx.insert(chainTransactions).values(rows).onConflictDoNothing()
      for (const rows of chunks(transfers)) {
        await tx
          .insert(chainTransfers)
          .values(rows.map((transfer) => ({ ...transfer, chainId })))
          .onConflictDoNothing()
      }
      for (const rows of chunks([...activity.values()]))
        await tx.insert(accountActivity).values(rows).onConflictDoNothing()
      await tx
        .insert(indexerCursors)
        .values({ chainId, blockNumber: Number(last.number), blockHash: last.hash.toLowerCase() })
        .onConflictDoUpdate({
          target: indexerCursors.chainId,
          set: { blockNumber: Number(last.number), blockHash: last.hash.toLowerCase() },
        })
    })

    await describeNewContracts(chain, transfers)
    await flagAirdropSpam(chainId, transfers, txByHash)
  }

  /** Reads name, symbol and decimals of token contracts seen for the first time. */
  const describeNewContracts = async (chain: ChainEntry, transfers: DecodedTransfer[]) => {
    let known = knownContracts.get(chain.chainId)
    if (!known) {
      known = new Set()
      knownContracts.set(chain.chainId, known)
    }
    const seen = new Map<string, DecodedTransfer['kind']>()
    for (const transfer of transfers) {
      if (transfer.token && !known.has(transfer.token)) seen.set(transfer.token, transfer.kind)
    }
    if (seen.size === 0) return
    const addresses = [...seen.keys()]
    const [fungible, nft] = await Promise.all([
      db
        .select({ address: tokens.address })
        .from(tokens)
        .where(and(eq(tokens.chainId, chain.chainId), inArray(tokens.address, addresses))),
      db
        .select({ address: nftCollections.address })
        .from(nftCollections)
        .where(and(eq(nftCollections.chainId, chain.chainId), inArray(nftCollections.address, addresses))),
    ])
    for (const row of [...fungible, ...nft]) {
      known.add(row.address)
      seen.delete(row.address)
    }
    if (seen.size === 0) return
    const described = await discoverContracts(chain, [...seen.keys()])
    const fungibleRows: (typeof tokens.$inferInsert)[] = []
    const nftRows: (typeof nftCollections.$inferInsert)[] = []
    for (const [address, kind] of seen) {
      const metadata = described.get(address)
      if (kind === 'erc20') {
        fungibleRows.push({
          chainId: chain.chainId,
          address,
          name: metadata?.name ?? `Token ${address.slice(0, 8)}`,
          symbol: metadata?.symbol ?? '',
          decimals: metadata?.decimals ?? 0,
          iconId: null,
          listed: false,
          source: 'discovered',
        })
      } else if (kind === 'erc721' || kind === 'erc1155') {
        nftRows.push({
          chainId: chain.chainId,
          address,
          kind,
          name: metadata?.name ?? null,
          symbol: metadata?.symbol ?? null,
        })
      }
      known.add(address)
    }
    if (fungibleRows.length) await db.insert(tokens).values(fungibleRows).onConflictDoNothing()
    if (nftRows.length) await db.insert(nftCollections).values(nftRows).onConflictDoNothing()
  }

  const flagAirdropSpam = async (
    chainId: number,
    transfers: DecodedTransfer[],
    txByHash: Map<string, { from: string }>,
  ) => {
    const recipients = new Map<string, Set<string>>()
    for (const transfer of transfers) {
      if ((transfer.kind !== 'erc721' && transfer.kind !== 'erc1155') || transfer.from !== zeroAddress)
        continue
      if (transfer.to === txByHash.get(transfer.txHash)?.from) continue
      const key = `${transfer.token}:${transfer.txHash}`
      let set = recipients.get(key)
      if (!set) {
        set = new Set()
        recipients.set(key, set)
      }
      set.add(transfer.to)
    }
    const spam = new Set<string>()
    for (const [key, set] of recipients)
      if (set.size >= airdropSpamThreshold) spam.add(key.split(':')[0] ?? '')
    if (spam.size === 0) return
    await db
      .update(nftCollections)
      .set({ isSpam: true, spamSource: 'rule' })
      .where(
        and(
          eq(nftCollections.chainId, chainId),
          inArray(nftCollections.address, [...spam]),
          sql`${nftCollections.spamSource} is distinct from 'operator'`,
        ),
      )
  }

  const loop = async (chain: ChainEntry) => {
    let failures = 0
    while (!stopped) {
      try {
        await syncChain(chain)
        failures = 0
      } catch (error) {
        failures++
        onError(error, chain.chainId)
      }
      if (stopped) break
      // Back off up to 30 s while a chain keeps failing, so a dead upstream is not hammered.
      const delay = failures ? Math.min(30_000, pollIntervalMs * 2 ** Math.min(failures, 5)) : pollIntervalMs
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          wakers.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, delay)
        wakers.add(wake)
      })
    }
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      loops = chains.list().map((chain) => loop(chain))
    },
    async stop() {
      stopped = true
      for (const wake of [...wakers]) wake()
      await Promise.all(loops)
      await Promise.allSettled([...running.values()])
      loops = []
    },
    async sync(chainId) {
      const list =
        chainId === undefined ? chains.list() : chains.list().filter((chain) => chain.chainId === chainId)
      return Promise.all(list.map((chain) => syncChain(chain)))
    },
  }
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += insertChunk) yield rows.slice(i, i + insertChunk)
}

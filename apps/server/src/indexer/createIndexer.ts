import { eq } from 'drizzle-orm'
import type { ChainEntry, ChainRegistry } from '../chains/createChainRegistry.js'
import type { Database } from '../db/createDatabase.js'
import { createFollowLoops, reportIndexerError } from './createFollowLoops.js'
import type { IndexerLeases } from './createIndexerLeases.js'
import { fetchRange } from './fetchRange.js'
import { findForkPoint } from './findForkPoint.js'
import { indexerCursors } from './indexerTables.js'
import { rewindChain } from './rewindChain.js'
import { writeRange } from './writeRange.js'

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
  /** Which chains this instance indexes, when several share one PostgreSQL database. Default: every one. */
  leases?: IndexerLeases | undefined
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
    ((error: unknown, chainId: number) => reportIndexerError(error, `eip155:${chainId}`))

  const runSync = async (chain: ChainEntry): Promise<SyncResult> => {
    const head = Number(await chain.rpc.request<string>('eth_blockNumber'))
    let rewoundTo: number | undefined
    let cursor = await readCursor(chain.chainId)
    if (cursor) {
      const fork = await findForkPoint(db, chain, cursor, head)
      if (fork !== undefined) {
        await rewindChain(db, chain.chainId, fork)
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
      await writeRange(db, chain, range, knownOf(chain.chainId))
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

  // Per chain: the token contracts already described.
  const knownContracts = new Map<number, Set<string>>()
  const knownOf = (chainId: number) => {
    let known = knownContracts.get(chainId)
    if (!known) {
      known = new Set()
      knownContracts.set(chainId, known)
    }
    return known
  }

  const { leases } = parameters
  const loops = createFollowLoops({
    list: () => chains.list(),
    keyOf: (chain: ChainEntry) => chain.chainId,
    lease: leases && ((chain: ChainEntry) => leases.hold(`eip155:${chain.chainId}`)),
    step: runSync,
    pollIntervalMs,
    onError: (error, chain) => onError(error, chain.chainId),
    backOff: true,
  })

  return {
    start: loops.start,
    stop: loops.stop,
    async sync(chainId) {
      const list =
        chainId === undefined ? chains.list() : chains.list().filter((chain) => chain.chainId === chainId)
      return Promise.all(list.map((chain) => loops.sync(chain)))
    },
  }
}

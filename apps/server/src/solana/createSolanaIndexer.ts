import type { Database } from '../db/createDatabase.js'
import { createFollowLoops, reportIndexerError } from '../indexer/createFollowLoops.js'
import type { IndexerLeases } from '../indexer/createIndexerLeases.js'
import { fetchSolanaBlocks, readSolanaSlot, solanaSlotRange } from './indexer/fetchSolanaBlocks.js'
import { solanaBlockRows } from './indexer/solanaBlockRows.js'
import {
  forgetSolanaNetwork,
  readSolanaCursor,
  storeSolanaRows,
  writeSolanaCursor,
} from './indexer/storeSolanaRows.js'
import type { SolanaNetworkEntry, SolanaNetworkRegistry } from './solanaNetworks.js'

export type SolanaIndexerParameters = {
  db: Database
  networks: SolanaNetworkRegistry
  /** How often to ask each network for its slot. Default 1000 ms. */
  pollIntervalMs?: number | undefined
  /** Called after a validator reset removed a network's stored history. */
  onRewind?: ((rewind: { network: string }) => void) | undefined
  onError?: ((error: unknown, network: string) => void) | undefined
  /** Called after each stored range of slots and at the end of each step, for the height and lag metrics. */
  onProgress?: ((progress: { network: string; indexedTo: number; head: number }) => void) | undefined
  /** Which chains this instance indexes, when several share one PostgreSQL database. Default: every one. */
  leases?: IndexerLeases | undefined
}

export type SolanaSyncResult = { network: string; slot: number; indexedTo: number; reset?: boolean }

export type SolanaIndexer = {
  start(): void
  stop(): Promise<void>
  /** Indexes one network (or all) up to its current slot once, then resolves. */
  sync(network?: string): Promise<SolanaSyncResult[]>
}

/**
 * The Solana indexer: follows each network's confirmed blocks (`getBlocks`, then `getBlock` with full
 * transactions in batches) and stores, per successful transaction, what it moved for each owner (SOL and
 * SPL tokens, from the pre and post balances) and one activity row per account that signed or moved value,
 * for the history pages. Rows are keyed by signature, so a block indexed twice is stored once. A validator
 * that restarted (its slot below the stored cursor) has its network's history deleted and indexed afresh.
 *
 * @example
 * const indexer = createSolanaIndexer({ db, networks })
 * await indexer.sync()
 */
export function createSolanaIndexer(parameters: SolanaIndexerParameters): SolanaIndexer {
  const { db, networks } = parameters
  const onError = parameters.onError ?? reportIndexerError

  async function runSync(network: SolanaNetworkEntry): Promise<SolanaSyncResult> {
    const slot = await readSolanaSlot(network)
    const cursor = await readSolanaCursor(db, network.caip)
    // A validator that restarted is below the stored cursor: what was stored of it is gone.
    const reset = cursor !== undefined && cursor > slot
    if (reset) {
      await forgetSolanaNetwork(db, network.caip)
      parameters.onRewind?.({ network: network.caip })
    }
    let from = cursor !== undefined && !reset ? cursor + 1 : 0
    let indexedTo = cursor !== undefined && !reset ? cursor : -1
    while (from <= slot) {
      const to = Math.min(slot, from + solanaSlotRange - 1)
      await fetchSolanaBlocks(network, from, to, (slots, blocks) =>
        storeSolanaRows(db, network.caip, solanaBlockRows(network.caip, slots, blocks)),
      )
      await writeSolanaCursor(db, network.caip, to)
      indexedTo = to
      from = to + 1
      parameters.onProgress?.({ network: network.caip, indexedTo, head: slot })
    }
    parameters.onProgress?.({ network: network.caip, indexedTo, head: slot })
    return { network: network.caip, slot, indexedTo, ...(reset ? { reset } : {}) }
  }

  const { leases } = parameters
  const loops = createFollowLoops({
    list: () => networks.list(),
    keyOf: (network: SolanaNetworkEntry) => network.caip,
    lease: leases && ((network: SolanaNetworkEntry) => leases.hold(network.caip)),
    step: runSync,
    pollIntervalMs: parameters.pollIntervalMs ?? 1_000,
    onError: (error, network) => onError(error, network.caip),
  })

  return {
    start: loops.start,
    stop: loops.stop,
    async sync(network) {
      const list = network ? networks.list().filter((n) => n.caip === network) : networks.list()
      return Promise.all(list.map(loops.sync))
    },
  }
}

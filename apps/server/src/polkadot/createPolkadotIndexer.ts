import type { Database } from '../db/createDatabase.js'
import { createFollowLoops, reportIndexerError } from '../indexer/createFollowLoops.js'
import type { IndexerLeases } from '../indexer/createIndexerLeases.js'
import { readPolkadotBlock } from './indexer/readPolkadotBlock.js'
import { forgetPolkadotNetwork, readPolkadotCursor, storePolkadotBlock } from './indexer/storePolkadotRows.js'
import type { PolkadotNetworkEntry, PolkadotNetworkRegistry } from './polkadotNetworks.js'

export type PolkadotIndexerParameters = {
  db: Database
  networks: PolkadotNetworkRegistry
  /** How often to ask each network for its finalized head. Default 2000 ms. */
  pollIntervalMs?: number | undefined
  /** Called after a chain that restarted had its network's stored history removed. */
  onRewind?: ((rewind: { network: string }) => void) | undefined
  onError?: ((error: unknown, network: string) => void) | undefined
  /** Called after each stored block and at the end of each step, for the height and lag metrics. */
  onProgress?: ((progress: { network: string; indexedTo: number; head: number }) => void) | undefined
  /** Which chains this instance indexes, when several share one PostgreSQL database. Default: every one. */
  leases?: IndexerLeases | undefined
}

export type PolkadotSyncResult = { network: string; head: number; indexedTo: number; reset?: boolean }

export type PolkadotIndexer = {
  start(): void
  stop(): Promise<void>
  /** Indexes one network (or all) up to its finalized head once, then resolves. */
  sync(network?: string): Promise<PolkadotSyncResult[]>
}

/**
 * The Polkadot indexer: follows each network's finalized blocks through its node's JSON-RPC and stores every
 * `balances.Transfer` event (from, to, amount, the block's timestamp) for the history pages. The cursor keeps
 * the last block's hash: a chain whose block at that height is another (a local chain restarted) has its
 * network's history deleted and indexed afresh.
 *
 * @example
 * const indexer = createPolkadotIndexer({ db, networks })
 * await indexer.sync()
 */
export function createPolkadotIndexer(parameters: PolkadotIndexerParameters): PolkadotIndexer {
  const { db, networks } = parameters
  const onError = parameters.onError ?? reportIndexerError

  async function runSync(network: PolkadotNetworkEntry): Promise<PolkadotSyncResult> {
    const api = await network.api()
    const head = (await api.rpc.chain.getHeader(await api.rpc.chain.getFinalizedHead())).number.toNumber()
    const cursor = await readPolkadotCursor(db, network.caip)
    const reset =
      cursor !== undefined &&
      (cursor.blockNumber > head ||
        (await api.rpc.chain.getBlockHash(cursor.blockNumber)).toHex() !== cursor.blockHash)
    if (reset) {
      await forgetPolkadotNetwork(db, network.caip)
      parameters.onRewind?.({ network: network.caip })
    }
    const known = cursor && !reset ? cursor.blockNumber : 0
    for (let number = known + 1; number <= head; number++) {
      const block = await readPolkadotBlock(api, network.caip, number)
      await storePolkadotBlock(db, network.caip, { number, ...block })
      parameters.onProgress?.({ network: network.caip, indexedTo: number, head })
    }
    const indexedTo = Math.max(known, head)
    parameters.onProgress?.({ network: network.caip, indexedTo, head })
    return { network: network.caip, head, indexedTo, ...(reset ? { reset } : {}) }
  }

  const { leases } = parameters
  const loops = createFollowLoops({
    list: () => networks.list(),
    keyOf: (network: PolkadotNetworkEntry) => network.caip,
    lease: leases && ((network: PolkadotNetworkEntry) => leases.hold(network.caip)),
    step: runSync,
    pollIntervalMs: parameters.pollIntervalMs ?? 2_000,
    onError: (error, network) => onError(error, network.caip),
    backOff: true,
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

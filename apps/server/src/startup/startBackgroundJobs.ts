import type { ChainDataContext } from '../chains/chainParams.js'
import type { Database } from '../db/createDatabase.js'
import { createIndexer, type Indexer } from '../indexer/createIndexer.js'
import type { IndexerLeases } from '../indexer/createIndexerLeases.js'
import type { ServerMetrics } from '../metrics/createServerMetrics.js'
import { createPolkadotIndexer, type PolkadotIndexer } from '../polkadot/createPolkadotIndexer.js'
import type { PolkadotNetworkRegistry } from '../polkadot/polkadotNetworks.js'
import { createRetentionJob, type RetentionJob } from '../retention/createRetentionJob.js'
import { createSolanaIndexer, type SolanaIndexer } from '../solana/createSolanaIndexer.js'
import type { ServerSettings } from './readServerSettings.js'

/** What runs beside the listener: the indexers (when they run in this process) and the retention job. */
export type BackgroundJobs = {
  indexer: Indexer | undefined
  solanaIndexer: SolanaIndexer | undefined
  polkadotIndexer: PolkadotIndexer | undefined
  /** The Polkadot nodes' connections, which the indexer and the history answers share. */
  polkadot: PolkadotNetworkRegistry
  retention: RetentionJob
}

/**
 * Starts the indexers of the chains and networks served (unless they run elsewhere; with `leases`, each chain is
 * indexed by one of the instances sharing the database) and the retention job.
 */
export function startBackgroundJobs(
  db: Database,
  settings: ServerSettings,
  chainData: ChainDataContext,
  leases: IndexerLeases,
  metrics?: ServerMetrics | undefined,
): BackgroundJobs {
  const { chains, solana, runIndexer } = settings
  // Cached history pages may hold blocks a reorg removed.
  const onRewind = () => chainData.historyPages.clear()
  // The Solana and Polkadot indexers name their network by its CAIP-2 id already.
  const onProgress = ({ network, indexedTo, head }: { network: string; indexedTo: number; head: number }) =>
    metrics?.reportIndexed(network, indexedTo, head)
  const indexer =
    runIndexer && chains.list().length > 0
      ? createIndexer({
          db,
          chains,
          onRewind,
          leases,
          onProgress: ({ chainId, blockNumber, head }) =>
            metrics?.reportIndexed(`eip155:${chainId}`, blockNumber, head),
        })
      : undefined
  indexer?.start()
  const solanaIndexer =
    runIndexer && solana.list().length > 0
      ? createSolanaIndexer({ db, networks: solana, onRewind, leases, onProgress })
      : undefined
  solanaIndexer?.start()
  const { polkadot } = chainData
  const polkadotIndexer =
    runIndexer && polkadot.list().length > 0
      ? createPolkadotIndexer({ db, networks: polkadot, onRewind, leases, onProgress })
      : undefined
  polkadotIndexer?.start()
  const retention = createRetentionJob({ db, analyticsRetentionDays: settings.analyticsRetentionDays })
  return { indexer, solanaIndexer, polkadotIndexer, polkadot, retention }
}

/** Stops the retention job at once, and resolves when the indexers have stopped. */
export async function stopBackgroundJobs(jobs: BackgroundJobs): Promise<void> {
  jobs.retention.stop()
  await Promise.all([jobs.indexer?.stop(), jobs.solanaIndexer?.stop(), jobs.polkadotIndexer?.stop()])
  await jobs.polkadot.close()
}

import { createChainRegistry } from '../chains/createChainRegistry.js'
import { createDatabase } from '../db/createDatabase.js'
import { createIndexer } from '../indexer/createIndexer.js'
import { seedTokens } from '../tokens/seedTokens.js'
import { type CliContext, databaseOf, stopOnSignal } from './cliContext.js'
import { cliUsage } from './cliUsage.js'

/** `latch-server indexer`: follows the configured chains in this process alone, until SIGINT or SIGTERM. */
export async function runIndexerCommand(context: CliContext): Promise<number> {
  const { io, chains } = context
  if (chains.length === 0) {
    io.err(`The indexer needs LATCH_CHAINS\n\n${cliUsage}`)
    return 2
  }
  const database = await createDatabase(databaseOf(context))
  await seedTokens(database.db)
  const indexer = createIndexer({
    db: database.db,
    chains: createChainRegistry(chains),
    leases: database.leases,
  })
  indexer.start()
  io.out(`Latch indexer following ${chains.map((chain) => `eip155:${chain.chainId}`).join(', ')}`)
  stopOnSignal(() => indexer.stop().then(() => database.close()))
  return 0
}

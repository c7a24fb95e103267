import { createMemoryStorage, createRelayStorage, type RelayStorage } from './createRelayStorage.js'
import { openRelayDatabase, type RelayStorageOptions } from './openRelayDatabase.js'

/** Opens the storage the options name: memory, or an embedded or PostgreSQL database. */
export async function openStorage(options: RelayStorageOptions): Promise<RelayStorage> {
  if (options.kind === 'memory') return createMemoryStorage()
  return createRelayStorage(await openRelayDatabase(options))
}

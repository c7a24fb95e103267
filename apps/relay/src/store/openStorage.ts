import { createMemoryStorage } from './createMemoryStorage.js'
import { createRelayStorage } from './createRelayStorage.js'
import { openRelayDatabase, type RelayStorageOptions } from './openRelayDatabase.js'
import type { RelayStorage } from './relayStorage.js'

/** Opens the storage the options name: memory, or an embedded or PostgreSQL database. */
export async function openStorage(options: RelayStorageOptions): Promise<RelayStorage> {
  if (options.kind === 'memory') return createMemoryStorage()
  return createRelayStorage(await openRelayDatabase(options))
}

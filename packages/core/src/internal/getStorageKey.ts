import type { LatchConfig } from '../types.js'

/** Where an instance keeps its session: `storageKey`, else `latch.store.<projectId>`. */
export function getStorageKey(config: Pick<LatchConfig, 'projectId' | 'storageKey'>): string {
  return config.storageKey ?? `latch.store.${config.projectId}`
}

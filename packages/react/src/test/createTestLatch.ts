import { createLatch, createMemoryStorage, type Latch, type LatchConfig } from '@latch/core'
import { devnet } from './modalFixtures.js'

/**
 * A Latch instance for the react tests: the devnet, storage in memory, no analytics, and a server URL where
 * nothing listens (these tests answer no request unless they pass their own `apiUrl`). `config` overrides
 * any of it; its `features` are merged.
 */
export function createTestLatch(config: Partial<LatchConfig> = {}): Latch {
  return createLatch({
    projectId: 't',
    apiUrl: 'http://127.0.0.1:9',
    networks: [devnet],
    storage: createMemoryStorage(),
    ...config,
    features: { analytics: false, ...config.features },
  })
}

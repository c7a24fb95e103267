import type { Features } from '../types.js'

/**
 * Feature flags whose feature this version of Latch does not build yet, with what the flag asks for. A dApp
 * that sets one gets a development warning naming it (`featureFlagWarnings`, printed from `logLevel: 'warn'`). Remove an entry in
 * the change that builds its feature.
 */
export const pendingFeatures: Partial<Record<keyof Features, string>> = {}

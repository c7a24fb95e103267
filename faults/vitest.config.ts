import { defineConfig } from 'vitest/config'

// The fault suite (`npm run test:faults`): kills and restarts the stack's parts under load, one file, in order.
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
})

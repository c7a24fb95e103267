import { defineConfig } from 'vitest/config'

// Unit and service tests live beside the code. Browser end-to-end specs are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})

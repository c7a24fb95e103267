import { chromiumLaunchOptions } from '@latch/testing/chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './test',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  outputDir: '../../.cache/testing-solana-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
})

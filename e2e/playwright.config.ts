import { chromiumLaunchOptions } from '@latch/testing/chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './specs',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  outputDir: '../.cache/e2e-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})

import { chromiumLaunchOptions } from '@latch/testing/chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './specs',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // On CI a test that fails runs once more, and Playwright's list reports it as flaky by name: the whole stack on
  // two shared cores makes rare timing failures, which a second run tells apart from a broken step.
  retries: process.env.CI ? 1 : 0,
  // Two workers, each with its own chains, server, relay, frame and browser, share two cores: a step that
  // takes 2 s alone can take 6 s here, so waits get room without hiding a step that never happens.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../.cache/e2e-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})

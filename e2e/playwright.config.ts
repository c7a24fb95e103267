import { defineConfig } from '@playwright/test'

/** Debian's chromium, quiet on a closed network (see INFRA-FACTS). Never a downloaded browser. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './specs',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../.cache/e2e-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})

// Copied with connect.pw.ts into the temporary app that installs the packed @latch tarballs; everything
// here resolves from that app's node_modules, never from the workspace.
import { chromiumLaunchOptions } from '@latch/testing/chromium'
import { defineConfig } from '@playwright/test'

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:4173'

export default defineConfig({
  testDir: '.',
  testMatch: 'connect.pw.ts',
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    baseURL: appUrl,
  },
  webServer: {
    command: `npx vite preview --strictPort --host 127.0.0.1 --port ${process.env.APP_PORT}`,
    url: appUrl,
    reuseExistingServer: false,
  },
})

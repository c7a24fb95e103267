// Copied with connect.pw.ts into the temporary app that installs the packed @latch tarballs; everything
// here resolves from that app's node_modules, never from the workspace. With NEXT_APP_URL set, the same spec
// also runs against the Next.js app built from the tarballs (tarballExample/nextApp.ts), served by `next start`;
// with HTML_APP_URL, against the plain HTML page loading the packed @latch/elements' latch.js.
import { chromiumLaunchOptions } from '@latch/testing/chromium'
import { defineConfig } from '@playwright/test'

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:4173'
const nextUrl = process.env.NEXT_APP_URL
const nextDir = process.env.NEXT_APP_DIR
const htmlUrl = process.env.HTML_APP_URL

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
  },
  projects: [
    { name: 'vite', use: { baseURL: appUrl } },
    ...(htmlUrl ? [{ name: 'html', use: { baseURL: htmlUrl } }] : []),
    ...(nextUrl && nextDir ? [{ name: 'nextjs', use: { baseURL: nextUrl } }] : []),
  ],
  webServer: [
    {
      command: `npx vite preview --strictPort --host 127.0.0.1 --port ${process.env.APP_PORT}`,
      url: appUrl,
      reuseExistingServer: false,
    },
    // The plain HTML page and the packed latch.js beside it, served as static files.
    ...(htmlUrl
      ? [
          {
            command: `npx vite preview --outDir html-site --strictPort --host 127.0.0.1 --port ${process.env.HTML_APP_PORT}`,
            url: htmlUrl,
            reuseExistingServer: false,
          },
        ]
      : []),
    ...(nextUrl && nextDir
      ? [
          {
            command: `npx next start -H 127.0.0.1 -p ${process.env.NEXT_APP_PORT}`,
            cwd: nextDir,
            url: nextUrl,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
})

/**
 * Launch options for Debian's `chromium` package (never a browser downloaded by a test tool), with the
 * background networking switched off so a machine without internet is not flooded with connection
 * attempts. `CHROMIUM_PATH` overrides the executable.
 *
 * @example
 * // playwright.config.ts
 * import { chromiumLaunchOptions } from '@latch/testing/chromium'
 * export default defineConfig({ use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions } })
 */
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

import {
  test as base,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test'
import { type InstallTestWalletParameters, installTestWallet, type TestWallet } from './installTestWallet.js'

export type TestWalletFixtures = {
  /** Options for `testWallet` and the defaults of `addTestWallet`; set with `test.use()` or override. */
  testWalletOptions: InstallTestWalletParameters
  /** A wallet installed into `page` before the test runs, with `testWalletOptions`. */
  testWallet: TestWallet
  /** Installs one more wallet into `page`; options are merged over `testWalletOptions`. */
  addTestWallet: (options?: InstallTestWalletParameters) => Promise<TestWallet>
}

/**
 * Playwright's `test` with test wallet fixtures.
 *
 * @example
 * import { test } from '@latch/testing'
 * test.use({ testWalletOptions: { chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }] } })
 * test('connects', async ({ page, testWallet }) => {
 *   await page.goto('/')
 *   await page.getByRole('button', { name: 'Connect Wallet' }).click()
 * })
 */
// Typed through @playwright/test's own names, so the published declarations import them from the peer
// dependency instead of inlining the `playwright` package's types.
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & TestWalletFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = base.extend<TestWalletFixtures>({
  testWalletOptions: [{}, { option: true }],
  testWallet: async ({ page, testWalletOptions }, use) => {
    await use(await installTestWallet(page, testWalletOptions))
  },
  addTestWallet: async ({ page, testWalletOptions }, use) => {
    await use((options = {}) => installTestWallet(page, { ...testWalletOptions, ...options }))
  },
})

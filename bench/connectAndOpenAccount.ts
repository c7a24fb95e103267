import type { Page } from '@playwright/test'

/** Loads the demo at `url`, connects the wallet `walletId` through the modal and opens the Account view. */
export async function connectAndOpenAccount(page: Page, url: string, walletId: string): Promise<void> {
  await page.goto(url)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${walletId}`).click()
  await page
    .getByTestId('state-status')
    .filter({ hasText: /^connected$/ })
    .waitFor()
  await page.getByTestId('account-button').click()
}

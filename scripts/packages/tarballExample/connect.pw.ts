// The minimal example built from the published tarballs: the injected test wallet of the packed
// @latch/testing connects through the modal and the button shows its account.
import { anvilAccounts, installTestWallet } from '@latch/testing'
import { expect, test } from '@playwright/test'

const rpcUrl = process.env.RPC_URL ?? ''

test('connects the injected test wallet and shows its account', async ({ page }) => {
  const wallet = await installTestWallet(page, {
    privateKey: anvilAccounts[1].privateKey,
    chains: [{ id: 31337, rpcUrl }],
    chainId: 31337,
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // Waiting starts before the click: the wallet may answer before the click's promise settles.
  const connected = wallet.waitForRequest('eth_requestAccounts')
  await page.getByRole('button', { name: 'Latch Test Wallet' }).click()
  expect((await connected).outcome).toBe('approved')
  await expect(page.getByRole('button', { name: new RegExp(wallet.address.slice(0, 6), 'i') })).toBeVisible()
})

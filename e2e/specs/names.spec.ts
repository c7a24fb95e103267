import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { expect, nameSuffix, type Stack, test } from '../fixtures.js'
import { freshLabel, registerName } from '../names.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet, testWalletId } from '../wallets.js'

async function openRegistration(page: Page, stack: Stack, key: Hex) {
  const wallet = await installStackWallet(page, stack, { privateKey: key })
  const modal = new ModalPage(page)
  await page.goto(stack.demo.url)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await modal.accountButton.click()
  await modal.view('Account').getByTestId('account-register-name').click()
  await expect(modal.view('RegisterAccountName')).toBeVisible()
  return { modal, wallet }
}

test.describe('account names', () => {
  test('registers a name and shows it on Account and AccountButton, also after a reload', async ({
    page,
    stack,
  }) => {
    const { modal } = await openRegistration(page, stack, generatePrivateKey())
    const label = freshLabel('e2e')
    const view = modal.view('RegisterAccountName')
    await view.getByTestId('register-name-input').fill(label)
    await expect(view.getByTestId('register-name-message')).toHaveText(`${label}${nameSuffix} is available`)
    await view.getByTestId('register-name-submit').click()

    const success = modal.view('RegisterAccountNameSuccess')
    await expect(success.getByTestId('register-success-name')).toHaveText(
      `${label}${nameSuffix} is now the name of your account.`,
    )
    await expect(modal.state('profileName')).toHaveText(`${label}${nameSuffix}`)
    await expect(modal.accountButton).toContainText(`${label}${nameSuffix}`)
    await success.getByTestId('register-success-done').click()
    await expect(modal.view('Account').getByTestId('account-name')).toHaveText(`${label}${nameSuffix}`)
    await expect(modal.view('Account').getByTestId('account-register-name')).toHaveCount(0)

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.accountButton).toContainText(`${label}${nameSuffix}`)
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-name')).toHaveText(`${label}${nameSuffix}`)
  })

  test('refuses a too-short name, a name with symbols and a taken name with the right texts', async ({
    page,
    stack,
  }) => {
    const { modal } = await openRegistration(page, stack, generatePrivateKey())
    const view = modal.view('RegisterAccountName')
    const input = view.getByTestId('register-name-input')
    const message = view.getByTestId('register-name-message')
    const submit = view.getByTestId('register-name-submit')

    await input.fill('abc')
    await expect(message).toHaveText('Name must be at least 4 characters long')
    await expect(submit).toBeDisabled()

    await input.fill('ali$e!')
    await expect(message).toHaveText('Only letters, numbers and hyphens are allowed')
    await expect(submit).toBeDisabled()

    const taken = freshLabel('taken')
    await registerName(stack, taken)
    await input.fill(taken)
    await expect(message).toHaveText(`${taken}${nameSuffix} is not available`)
    await expect(submit).toBeDisabled()
    // Free names built from it are offered, and choosing one makes it registrable.
    const suggestion = view.getByTestId('register-name-suggestion').first()
    await expect(suggestion).toBeVisible()
    const offered = (await suggestion.textContent()) ?? ''
    await suggestion.click()
    await expect(input).toHaveValue(offered.slice(0, -nameSuffix.length))
    await expect(message).toHaveText(`${offered} is available`)
    await expect(submit).toBeEnabled()
  })

  test('a name taken while the visitor signs returns to the registration view with the service reason', async ({
    page,
    stack,
  }) => {
    const { modal } = await openRegistration(page, stack, generatePrivateKey())
    const view = modal.view('RegisterAccountName')
    const label = freshLabel('race')
    await view.getByTestId('register-name-input').fill(label)
    await expect(view.getByTestId('register-name-message')).toHaveText(`${label}${nameSuffix} is available`)
    // Someone else registers it after the check said it was free.
    await registerName(stack, label)
    await view.getByTestId('register-name-submit').click()

    await expect(page.getByTestId('alert-title')).toHaveText(
      `${label}${nameSuffix} is already registered; choose another name`,
    )
    await expect(modal.view('RegisterAccountName')).toBeVisible()
    await expect(modal.state('modalLoading')).toHaveText('false')
    await expect(modal.state('profileName')).toHaveText('')
  })

  test('a declined signature returns to the registration view with the generic text', async ({
    page,
    stack,
  }) => {
    const { modal, wallet } = await openRegistration(page, stack, generatePrivateKey())
    wallet.on('personal_sign', { delay: 1_500, answer: 'reject' })
    const view = modal.view('RegisterAccountName')
    const label = freshLabel('declined')
    await view.getByTestId('register-name-input').fill(label)
    await expect(view.getByTestId('register-name-message')).toHaveText(`${label}${nameSuffix} is available`)
    await view.getByTestId('register-name-submit').click()

    // The success view comes first, busy while the wallet asks.
    await expect(modal.view('RegisterAccountNameSuccess')).toHaveAttribute('data-state', 'registering')
    await expect(page.getByTestId('alert-title')).toHaveText(`Error registering name ${label}${nameSuffix}`)
    await expect(modal.view('RegisterAccountName')).toBeVisible()
    await expect(modal.state('modalLoading')).toHaveText('false')
    // Back leads to Account, not to a second registration view.
    await page.getByTestId('modal-back').click()
    await expect(modal.view('Account')).toBeVisible()
  })
})

import type { Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { createRecoveryPassword, reloadThenSignOut, storedEmbeddedWallet, walletFrame } from '../email.js'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { pressSocial, SOCIAL_NAMES, signInAtProvider } from '../social.js'

const PASSWORD = 'correct horse battery staple'
const DEMO_MESSAGE = 'Hello from Latch Lab'
const names = SOCIAL_NAMES

let seq = 0
const freshUser = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}`

/** Closes the modal's alert (unless it closed itself: an error alert goes after 6 s), so the next one is new. */
async function dismissAlert(page: Page): Promise<void> {
  await page
    .getByTestId('alert')
    .getByRole('button')
    .click({ timeout: 2_000 })
    .catch(() => {})
  await expect(page.getByTestId('alert')).toHaveCount(0)
}

test.describe('social login (embedded wallet, local OpenID Connect provider)', () => {
  test.describe.configure({ timeout: 120_000 })

  // Every provider logs in and names the visitor: google and apple in their id token, github, x, discord and
  // facebook through their user-info APIs (X gives a user name, the others an e-mail address). What follows
  // the login is the embedded wallet's, the same for every provider: one provider of each kind (an id token,
  // a user-info API) goes on to sign, reload, sign out and log back in.
  const wholeFlow = new Set(['google', 'github'])
  for (const provider of ['google', 'github', 'x', 'discord', 'apple', 'facebook'] as const) {
    const title = wholeFlow.has(provider)
      ? `logs in with ${provider} through the popup, signs, stays connected, signs out and back in`
      : `logs in with ${provider} through the popup and the Account view names the visitor`
    test(title, async ({ page, stack }) => {
      const modal = new ModalPage(page)
      const user = freshUser('alice')
      const userName = provider === 'x' ? user : `${user}@example.com`
      await page.goto(`${stack.demo.url}/?networks=31337`)

      if (provider === 'google') {
        // Connect lays the socials out as AppKit does: the first large, three small, the rest behind More.
        await modal.open()
        await expect(page.getByTestId('social-google')).toHaveText(/Continue with Google/)
        await expect(page.locator('[data-testid^="social-"]:visible')).toHaveCount(6) // google, x, discord, github, more + section
        await expect(page.getByTestId('social-apple')).toHaveCount(0)
      }

      const popup = await pressSocial(page, provider)
      await expect(modal.view('ConnectingSocial')).toContainText(`Log in with ${names[provider]}`)
      await signInAtProvider(popup, provider, user)

      // A new account: the recovery password, in the frame.
      await createRecoveryPassword(page, PASSWORD)
      const frame = walletFrame(page)
      await expect(modal.state('walletId')).toHaveText('ID_AUTH')
      await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_SUCCESS')
      const address = (await modal.state('address').textContent()) as Address

      // The Account view names the identity.
      await modal.accountButton.click()
      await expect(page.getByTestId('account-social')).toHaveText(`${userName} via ${names[provider]}`)
      await page.getByTestId('modal-close').click()
      if (!wholeFlow.has(provider)) return

      // A message signed through ApproveTransaction verifies against the address.
      await page.getByTestId('sign-message').click()
      await expect(modal.view('ApproveTransaction')).toBeVisible()
      await frame.getByTestId('approve').click()
      await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
      const signature = (await modal.state('signature').textContent()) as Hex
      expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)

      // A reload stays connected, with the identity; signing out clears the stored login.
      await reloadThenSignOut(page, { userName, socialProvider: provider })

      // Back in on this device: the same account, no password. Timed from the provider's redirect to the
      // frame's callback page until the widget reports the connection.
      // Listening before the press: the provider may send the popup back before pressSocial returns.
      const callback = page
        .context()
        .waitForEvent('request', (request) => request.url().includes('/social/callback?'))
        .then(() => Date.now())
      const again = await pressSocial(page, provider)
      // The provider remembers the visitor: it sends the popup straight back, as a real one does.
      // Checked every animation frame, so the figure is not the assertion's polling interval.
      await page.waitForFunction(
        () => document.querySelector('[data-testid="state-isConnected"]')?.textContent === 'true',
        undefined,
        { timeout: 15_000 },
      )
      const ms = Date.now() - (await callback)
      await expect.poll(() => again.isClosed()).toBe(true)
      test.info().annotations.push({ type: 'popup callback → connected', description: `${ms} ms` })
      console.log(`[social] ${provider}: popup callback → connected ${ms} ms`)
      await expect(modal.state('address')).toHaveText(address)
    })
  }

  test('Cancel at the provider is a canceled login; for every provider a closed popup shows the timeout alert and stores nothing', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?networks=31337`)
    // Cancel on the provider's page: the provider answers access_denied, a canceled login.
    const declined = await pressSocial(page, 'discord')
    await declined.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'cancelled at the provider' })).toBeVisible()
    await expect(modal.view('Connect')).toBeVisible()
    await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_CANCELED')
    await expect(modal.state('events')).not.toContainText('SOCIAL_LOGIN_ERROR')
    await dismissAlert(page)
    for (const provider of ['google', 'github', 'x', 'discord', 'apple', 'facebook'] as const) {
      const popup = await pressSocial(page, provider)
      await expect(popup.getByRole('heading')).toHaveText(`Sign in with ${provider}`)
      expect(popup.url()).toContain(`${stack.oidc.issuers[provider]}/`)
      await popup.close()
      await expect(page.getByRole('alert').filter({ hasText: 'Social login did not finish' })).toBeVisible()
      await expect(modal.view('Connect')).toBeVisible()
      await expect(modal.state('isConnected')).toHaveText('false')
      await dismissAlert(page)
    }
    await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_CANCELED')
    expect(await storedEmbeddedWallet(page)).toMatchObject({ loginUsed: false })
    expect((await storedEmbeddedWallet(page)).userName).toBeUndefined()
  })
})

test('refuses a callback with a wrong state, a replayed callback and a code for another app, and stores nothing', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const modal = new ModalPage(page)
  const user = freshUser('mallory')
  // The callback page posts its URL to the opener; here the first callback's state is altered, the second
  // login gets the first one's callback, untouched (its code and state belong to the first login), and the
  // third one's is passed on as it came.
  let first: string | undefined
  let callbacks = 0
  await page.context().exposeBinding('tamperCallback', (_source, href: string) => {
    callbacks++
    if (callbacks === 3) return href
    if (first) return first
    first = href
    const url = new URL(href)
    const [random, origin] = (url.searchParams.get('state') ?? '').split('.')
    url.searchParams.set('state', `${random}x.${origin}`)
    return url.href
  })
  await page.context().addInitScript(() => {
    if (location.pathname !== '/social/callback' || !window.opener) return
    const opener = window.opener as Window
    const tamper = (window as unknown as { tamperCallback(href: string): Promise<string> }).tamperCallback
    Object.defineProperty(window, 'opener', {
      value: {
        postMessage(data: { resultUri: string }, origin: string) {
          void tamper(data.resultUri).then((resultUri) => opener.postMessage({ ...data, resultUri }, origin))
        },
      },
    })
  })
  await page.goto(`${stack.demo.url}/?networks=31337`)
  // The third login's popup asks the provider for another app's code (another client id, same callback): its
  // id token would be for that app's audience, and the provider will not exchange it for the server's client.
  await page.context().route(`${stack.oidc.issuers.google}/auth?*`, async (route) => {
    if (callbacks < 2) return route.continue()
    const url = new URL(route.request().url())
    url.searchParams.set('client_id', 'other-app-e2e')
    await route.continue({ url: url.href })
  })
  for (const attempt of [1, 2, 3]) {
    const popup = await pressSocial(page, 'google')
    if (attempt === 1) await signInAtProvider(popup, 'google', user)
    await expect(page.getByRole('alert').filter({ hasText: 'could not be verified' })).toBeVisible()
    await expect(modal.view('Connect')).toBeVisible()
    await expect(modal.state('isConnected')).toHaveText('false')
    await dismissAlert(page)
  }
  await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_ERROR')
  expect((await storedEmbeddedWallet(page)).loginUsed).toBe(false)
})

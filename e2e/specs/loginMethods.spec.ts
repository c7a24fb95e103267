import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { look } from '../screenshots.js'
import { loginProjects } from '../stack.js'

// Connect shows the embedded wallet's logins the dApp enabled (the demo enables all of them) that the server
// offers for the project: the ones its operator chose with `projects logins`, among those this stack serves
// (the mail sink, the local OpenID Connect provider, the Farcaster relay).

/**
 * Notes, on every frame from now on, which logins Connect has in its DOM; `seen()` answers each one that was ever
 * there, so a login shown and then taken back is caught however briefly it was shown.
 */
async function watchLogins(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>()
    ;(window as unknown as { loginsSeen: Set<string> }).loginsSeen = seen
    const look = () => {
      for (const host of document.querySelectorAll('[data-latch-modal]'))
        for (const element of host.shadowRoot?.querySelectorAll(
          '[data-testid="email-input"], [data-testid^="social-"]',
        ) ?? [])
          seen.add(element.getAttribute('data-testid') ?? '')
      requestAnimationFrame(look)
    }
    look()
  })
  return {
    seen: () =>
      page.evaluate(() => [...(window as unknown as { loginsSeen: Set<string> }).loginsSeen].sort()),
  }
}

/** Opens the demo on `projectId`, watching the requests the click on Connect starts. */
async function openConnect(page: Page, url: string, projectId: string) {
  const log: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/v1/logins' || path === '/getWallets') log.push(`asked ${path}`)
  })
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/v1/logins' || path === '/getWallets') log.push(`answered ${path}`)
  })
  await page.goto(`${url}/?networks=31337&projectId=${projectId}`)
  await expect(page.getByTestId('connect-button')).toBeVisible()
  const watch = await watchLogins(page)
  const modal = new ModalPage(page)
  await modal.open()
  return { modal, watch, log }
}

const socialButtons = (page: Page) =>
  page.getByTestId('view-Connect').locator('[data-testid="social-login"] button')

test.describe('the login methods a project offers', () => {
  test('e-mail only: the e-mail field and no social button', async ({ page, stack }, testInfo) => {
    const { watch, log } = await openConnect(page, stack.demo.url, loginProjects.emailOnly.id)
    await expect(page.getByTestId('email-input')).toBeVisible()
    await expect(page.getByTestId('connect-section-social')).toHaveCount(0)
    await expect(socialButtons(page)).toHaveCount(0)
    // The wallets are there beside it.
    await expect(
      page.getByTestId('view-Connect').locator('[data-testid^="wallet-option-"]').first(),
    ).toBeVisible()
    expect(await watch.seen()).toEqual(['email-input'])
    // The question went out with the catalogue's, at the first sign of the click, not after its answer.
    expect(log.indexOf('asked /v1/logins')).toBeGreaterThanOrEqual(0)
    expect(log.indexOf('asked /v1/logins')).toBeLessThan(log.indexOf('answered /getWallets'))
    await look(page, testInfo, 'connect-email-only')
  })

  test('GitHub only: the GitHub button and no e-mail field, never shown', async ({
    page,
    stack,
  }, testInfo) => {
    const { watch } = await openConnect(page, stack.demo.url, loginProjects.githubOnly.id)
    await expect(page.getByTestId('social-github')).toHaveText(/Continue with GitHub/)
    await expect(socialButtons(page)).toHaveCount(1)
    await expect(page.getByTestId('email-input')).toHaveCount(0)
    expect(await watch.seen()).toEqual(['social-github', 'social-login'])
    await look(page, testInfo, 'connect-github-only')
  })

  test('the development project: every login the stack serves', async ({ page, stack }, testInfo) => {
    const { watch } = await openConnect(page, stack.demo.url, 'latch-dev')
    await expect(page.getByTestId('email-input')).toBeVisible()
    // The demo's order: Google large, then three small and the rest behind More.
    await expect(page.getByTestId('social-google')).toHaveText(/Continue with Google/)
    await expect(socialButtons(page)).toHaveCount(5)
    await look(page, testInfo, 'connect-all-logins')
    await page.getByTestId('social-more').click()
    await expect(socialButtons(page)).toHaveCount(7)
    for (const provider of ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
      await expect(page.getByTestId(`social-${provider}`)).toBeVisible()
    expect(await watch.seen()).toContain('email-input')
    // The answer is kept for the page's life: opened again, Connect shows the logins at once, asking nothing.
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.keyboard.press('Escape')
    await new ModalPage(page).open()
    await expect(page.getByTestId('email-input')).toBeVisible()
    expect(asked).not.toContain('/v1/logins')
  })
})

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Request } from '@playwright/test'
import { expect, isLocal, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet, testWalletId } from '../wallets.js'

const hostileCss = `
  * { all: unset !important; font-size: 3px !important; color: red !important; }
  button { display: none !important; }
  dialog, dialog[open] { display: none !important; opacity: 0 !important; }
  div, span, img { visibility: hidden !important; }
  :host, ::backdrop { display: none !important; }
`

test('host page CSS cannot change the modal', async ({ page, stack }) => {
  const wallet = await installStackWallet(page, stack, { index: 4 })
  const modal = new ModalPage(page)
  await page.goto(stack.demo.url)
  const clean = await openAndMeasure(modal)

  // The demo runs under a strict CSP (no inline styles), so the hostile rules arrive in its own stylesheet.
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\n${hostileCss}` })
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('3px')
  // The demo's own buttons are hidden by the hostile CSS; the widget's buttons live in their own shadow roots.
  const hostile = await openAndMeasure(modal)
  expect(hostile).toEqual(clean)
  await modal.wallet(testWalletId).click()
  await expect(modal.state('address')).toHaveText(wallet.address)
})

async function openAndMeasure(modal: ModalPage) {
  await modal.connectButton.click()
  const row = modal.wallet(testWalletId)
  await expect(row).toBeVisible()
  // Measure the settled view: once the recommended wallets have replaced their placeholders.
  await expect(modal.page.getByTestId('wallet-placeholder')).toHaveCount(0)
  // ...and once the dialog's open animation has ended, which scales the card while it runs (a looping
  // animation, such as a spinner, never ends and is not waited for).
  await row.evaluate((el) =>
    Promise.all(
      (el.closest('dialog') ?? el)
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  )
  const box = await row.boundingBox()
  const dialog = await modal.dialog.boundingBox()
  const style = await row.evaluate((el) => {
    const s = getComputedStyle(el)
    return { fontSize: s.fontSize, color: s.color, display: s.display, visibility: s.visibility }
  })
  return {
    row: { w: Math.round(box?.width ?? 0), h: Math.round(box?.height ?? 0) },
    dialog: Math.round(dialog?.width ?? 0),
    style,
  }
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>

/**
 * What a visitor's browser loads before the first open: the demo build's entry and every chunk it imports
 * statically, and, fetched from the same origin once the page is idle, the modal's chunk and the chunks
 * it imports statically.
 */
function assetsBeforeOpen(): Set<string> {
  const dist = process.env.LATCH_E2E_DEMO_DIST
    ? `${process.env.LATCH_E2E_DEMO_DIST}/`
    : fileURLToPath(new URL('../../apps/demo/dist/', import.meta.url))
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) files.add(`/${css}`)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const modal = Object.keys(manifest).find((key) => key.endsWith('/modal/LatchModal.tsx'))
  if (!modal) throw new Error('no modal chunk in the demo build')
  visit(modal)
  // The Connect view's e-mail login: the embedded wallet's client code (its frame waits for the first open).
  const frameClient = Object.keys(manifest).find((key) => key.endsWith('/frame/createFrameClient.ts'))
  if (!frameClient) throw new Error('no frame client chunk in the demo build')
  visit(frameClient)
  return files
}

test('no network request of any kind before the first open, then only to the Latch server and its wallet frame', async ({
  page,
  stack,
}) => {
  await installStackWallet(page, stack, { index: 5 })
  const modal = new ModalPage(page)
  const requests: { url: string; opened: boolean }[] = []
  let opened = false
  page.on('request', (request) => requests.push({ url: request.url(), opened }))
  await page.goto(stack.demo.url, { waitUntil: 'networkidle' })
  await expect(modal.connectButton).toBeVisible()
  await page.waitForTimeout(500)
  // The idle prefetch of the modal's code is the page's last request before the visitor acts.
  await expect
    .poll(() => requests.some((r) => r.url.includes('/assets/LatchModal-')), { timeout: 10_000 })
    .toBe(true)
  const pageLoad = requests.filter((r) => !r.opened).map((r) => new URL(r.url))
  // The page itself: its HTML, the chunks its entry imports statically, and the modal's and the e-mail
  // login's code from the same origin. Nothing else loaded on demand (an adapter's runtime, WalletConnect, the QR encoder), no call to
  // any server.
  const pageAssets = assetsBeforeOpen()
  for (const url of pageLoad) {
    expect(url.origin, `${url} before the first open`).toBe(new URL(stack.demo.url).origin)
    expect(['/', '/index.html', '/favicon.ico', ...pageAssets], `${url} before the first open`).toContain(
      url.pathname,
    )
  }

  opened = true
  await modal.open()
  await expect(modal.wallet(testWalletId)).toBeVisible()
  // The Connect view asks the catalogue for its recommended wallets (the click's pointer down started it).
  await expect
    .poll(() => requests.some((r) => r.opened && new URL(r.url).pathname === '/getWallets'))
    .toBe(true)
  const afterOpen = requests.filter((r) => r.opened).map((r) => new URL(r.url))
  // The Connect view's e-mail field preloads the embedded wallet's frame (its own origin) once it shows.
  const allowed = [new URL(stack.demo.url).origin, new URL(stack.server.url).origin, stack.frame.origin]
  for (const url of afterOpen) expect(allowed, String(url)).toContain(url.origin)
  expect(requests.every((r) => isLocal(r.url))).toBe(true)
})

test('the pointer over the connect button loads the wallet frame before any click', async ({
  page,
  stack,
}) => {
  const modal = new ModalPage(page)
  const frameRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin === stack.frame.origin) frameRequests.push(request.url())
  })
  await page.goto(stack.demo.url, { waitUntil: 'networkidle' })
  await expect(modal.connectButton).toBeVisible()
  expect(frameRequests).toEqual([])
  await modal.connectButton.hover()
  await expect.poll(() => frameRequests.some((url) => new URL(url).pathname === '/')).toBe(true)
  await expect(modal.dialog).toHaveCount(0)
})

test('the Connect view works with the keyboard alone', async ({ page, stack }) => {
  const wallet = await installStackWallet(page, stack, { index: 6 })
  const modal = new ModalPage(page)
  await page.goto(stack.demo.url)
  await modal.connectButton.focus()
  await page.keyboard.press('Enter')
  await expect(modal.view('Connect')).toBeVisible()

  // Focus moved into the dialog and stays trapped there.
  const focusInside = () =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
      return Boolean(el?.closest('dialog'))
    })
  await expect.poll(focusInside).toBe(true)
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInside()).toBe(true)
  }

  // Every control in the view has an accessible name.
  const unnamed = await modal
    .view('Connect')
    .evaluate(
      (root) =>
        [...root.querySelectorAll('button, a, input')].filter(
          (el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title')),
        ).length,
    )
  expect(unnamed).toBe(0)

  // Escape closes; reopen and connect with Tab and Enter only.
  await page.keyboard.press('Escape')
  await expect(modal.dialog).toHaveCount(0)
  await modal.connectButton.focus()
  await page.keyboard.press('Enter')
  await expect(modal.view('Connect')).toBeVisible()
  // The row is in the view before the first Tab (focus is trapped, so Tab cycles through every control: the
  // e-mail field, the social providers, the wallets and the header's buttons).
  await expect(modal.wallet(testWalletId)).toBeVisible()
  for (let i = 0; i < 60; i++) {
    const onWallet = await page.evaluate((id) => {
      let el: Element | null = document.activeElement
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
      return el?.getAttribute('data-testid') === `wallet-option-${id}`
    }, testWalletId)
    if (onWallet) break
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(modal.state('address')).toHaveText(wallet.address)
})

test('analytics events go to the server with the address, never MODAL_CREATED', async ({ page, stack }) => {
  const wallet = await installStackWallet(page, stack, { index: 7 })
  const modal = new ModalPage(page)
  // The listener only records: every expectation runs below, in the test's own sequence, where a failure fails it.
  const requests: Request[] = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/e') requests.push(request)
  })
  await page.goto(stack.demo.url)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await page.getByTestId('switch-31338').click()
  await expect(modal.state('chainId')).toHaveText('31338')
  await page.getByTestId('demo-disconnect').click()
  await expect(modal.state('status')).toHaveText('disconnected')

  const events = () => requests.map((r) => (r.postDataJSON() as { props: { event: string } }).props.event)
  await expect
    .poll(events)
    .toEqual(
      expect.arrayContaining([
        'MODAL_OPEN',
        'SELECT_WALLET',
        'CONNECT_SUCCESS',
        'SWITCH_NETWORK',
        'DISCONNECT_SUCCESS',
      ]),
    )
  expect(events()).not.toContain('MODAL_CREATED')
  const posted = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url())
      const body = request.postDataJSON() as { props: { event: string; address?: string } }
      return {
        projectId: url.searchParams.get('projectId'),
        st: url.searchParams.get('st'),
        sv: url.searchParams.get('sv'),
        event: body.props.event,
        address: body.props.address,
        status: (await request.response())?.status(),
      }
    }),
  )
  for (const p of posted) {
    expect(p, p.event).toMatchObject({ projectId: 'latch-dev', status: 202 })
    expect(p.st, p.event).toBeTruthy()
    expect(p.sv, p.event).toBeTruthy()
  }
  expect(posted.find((p) => p.event === 'CONNECT_SUCCESS')?.address).toBe(wallet.address)
})

test('the dark theme paints the modal dark, the light theme light', async ({ page, stack }) => {
  const modal = new ModalPage(page)
  // The <dialog> itself is transparent: the card is the surface the visitor sees.
  const cardBrightness = async () => {
    const background = await modal.dialog
      .locator('.card')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number)
    return (r ?? Number.NaN) + (g ?? Number.NaN) + (b ?? Number.NaN)
  }
  await page.goto(`${stack.demo.url}/?theme=dark`)
  await modal.open()
  expect(await cardBrightness()).toBeLessThan(200)
  await page.goto(`${stack.demo.url}/?theme=light`)
  await modal.open()
  expect(await cardBrightness()).toBeGreaterThan(600)
})

import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'

test.describe('AllWallets against the server catalogue', () => {
  test('pages of 40 and search', async ({ page, stack }) => {
    const modal = new ModalPage(page)
    const catalogueRequests: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/getWallets') catalogueRequests.push(url)
    })
    await page.goto(stack.demo.url)
    await modal.open()
    await page.getByTestId('all-wallets').click()
    const view = modal.view('AllWallets')
    await expect(view).toBeVisible()

    const rows = view.locator('[data-testid^="wallet-option-"]')
    await expect(rows.first()).toBeVisible()
    const firstPage = await rows.count()
    expect(firstPage).toBeGreaterThanOrEqual(40)
    expect(
      catalogueRequests.some(
        (u) => u.searchParams.get('page') === '1' && u.searchParams.get('entries') === '40',
      ),
    ).toBe(true)

    // Scrolling to the end loads the next page from the server.
    await rows.last().hover()
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000)
        return rows.count()
      })
      .toBeGreaterThan(firstPage)
    expect(catalogueRequests.some((u) => u.searchParams.get('page') === '2')).toBe(true)

    // Search text is trimmed and sent to the server.
    await view.getByTestId('wallet-search').fill('  rainbow  ')
    await expect(modal.wallet('me.rainbow')).toBeVisible()
    await expect.poll(() => rows.count()).toBeLessThan(10)
    const searched = catalogueRequests.filter((u) => u.searchParams.has('search')).at(-1)
    expect(searched?.searchParams.get('search')).toBe('rainbow')

    await view.getByTestId('wallet-search').fill('no wallet is called this')
    await expect(view.getByTestId('wallets-empty')).toBeVisible()
  })
})

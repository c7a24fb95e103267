import { expect, fromDemo, test } from '../fixtures.js'
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

test('the Certified tab lists only the certified wallets the server answers, and searches within them', async ({
  page,
  stack,
}, testInfo) => {
  const modal = new ModalPage(page)
  const badgeFilters: (string | null)[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets') badgeFilters.push(url.searchParams.get('badge_type'))
  })
  // What the server calls certified, and the catalogue's first page without the filter.
  const ask = async (query: string) => {
    const response = await fetch(
      `${stack.server.url}/getWallets?projectId=${stack.config.projectId}&${query}`,
      { headers: fromDemo(stack) },
    )
    return (await response.json()) as {
      count: number
      data: { id: string; name: string; badge_type: string }[]
    }
  }
  const certified = await ask('page=1&entries=100&badge_type=certified')
  const all = await ask('page=1&entries=1')
  expect(certified.count).toBeGreaterThan(0)
  expect(certified.count).toBeLessThan(all.count)

  await page.goto(stack.demo.url)
  await modal.open()
  await page.getByTestId('all-wallets').click()
  const view = modal.view('AllWallets')
  const rows = view.locator('[data-testid^="wallet-option-"]')
  await expect(rows.first()).toBeVisible()
  await view.getByTestId('wallets-filter-certified').click()
  await expect(view.getByTestId('wallets-filter-certified')).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => badgeFilters.includes('certified')).toBe(true)

  // The tiles are the server's certified wallets, in its order, and nothing else.
  const expected = certified.data.slice(0, 40).map((wallet) => `wallet-option-${wallet.id}`)
  await expect
    .poll(() => rows.evaluateAll((tiles) => tiles.map((tile) => tile.dataset.testid)))
    .toEqual(expected)
  await page.screenshot({ path: testInfo.outputPath('all-wallets-certified.png') })

  // A search on the Certified tab asks for certified wallets only; a name that is not certified finds nothing.
  let notCertified: { id: string; name: string } | undefined
  for (const wallet of (await ask('page=1&entries=100')).data.filter(
    (entry) => entry.badge_type !== 'certified',
  )) {
    // A name that no certified wallet's name contains (the search matches substrings).
    if (
      (await ask(`page=1&entries=1&badge_type=certified&search=${encodeURIComponent(wallet.name)}`)).count > 0
    )
      continue
    notCertified = wallet
    break
  }
  expect(notCertified).toBeDefined()
  await view.getByTestId('wallet-search').fill(notCertified?.name ?? '')
  await expect(view.getByTestId('wallets-empty')).toBeVisible()

  // Back on All, the same wallet is found.
  await view.getByTestId('wallet-search').fill('')
  await view.getByTestId('wallets-filter-all').click()
  await view.getByTestId('wallet-search').fill(notCertified?.name ?? '')
  await expect(modal.wallet(notCertified?.id ?? '')).toBeVisible()
})

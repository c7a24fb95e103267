import { parseEther, toHex } from 'viem'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet, rpc, testWalletId } from '../wallets.js'

test.describe('connect a browser wallet', () => {
  test('connects with an announced wallet and shows the address and the real devnet balance', async ({
    page,
    stack,
  }) => {
    const wallet = await installStackWallet(page, stack, { index: 2 })
    // An exact balance on the chain, so truncation (not rounding) to 3 decimals is visible.
    await rpc(chainOf(stack, 31337).rpcUrl, 'anvil_setBalance', [
      wallet.address,
      toHex(parseEther('12.3456789')),
    ])
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)

    await modal.open()
    await expect(modal.wallet(testWalletId)).toContainText('Installed')
    await modal.wallet(testWalletId).click()

    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    await expect(modal.state('caipAddress')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.accountButton).toContainText(wallet.address.slice(0, 6))

    await modal.accountButton.click()
    const account = modal.view('Account')
    await expect(account).toBeVisible()
    await expect(account.getByTestId('account-address')).toContainText(
      `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
    )
    await expect(account.getByTestId('account-balance')).toHaveText('12.345 ETH')
  })

  test('lists two announced wallets and uses the chosen one', async ({ page, stack }) => {
    const first = await installStackWallet(page, stack, {
      index: 3,
      name: 'Alpha Wallet Test',
      rdns: 'dev.latch.alpha',
    })
    const second = await installStackWallet(page, stack, {
      index: 4,
      name: 'Beta Wallet Test',
      rdns: 'dev.latch.beta',
      injected: false,
    })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.open()
    await expect(modal.wallet('dev.latch.alpha')).toBeVisible()
    await expect(modal.wallet('dev.latch.beta')).toBeVisible()

    await modal.wallet('dev.latch.beta').click()
    await expect(modal.state('address')).toHaveText(second.address)
    await expect(modal.state('walletName')).toHaveText('Beta Wallet Test')
    expect(first.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(false)
  })

  test('OKX announced through EIP-6963 is its catalogue entry: one row with its name and icon, installed', async ({
    page,
    stack,
  }) => {
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>')}`
    const okx = await installStackWallet(page, stack, {
      index: 6,
      name: 'OKX Wallet',
      rdns: 'com.okex.wallet',
      icon,
      injected: false,
    })
    const modal = new ModalPage(page)
    // Featured too: the catalogue's OKX and the announced one are one wallet, listed once.
    await page.goto(`${stack.demo.url}/?wallets=com.okex.wallet`)
    await modal.open()
    const connect = modal.view('Connect')
    const row = modal.wallet('com.okex.wallet')
    await expect(row).toHaveAttribute('aria-label', 'OKX Wallet (Installed)')
    await expect(row.locator('img')).toHaveAttribute('src', icon)
    // Not yet reserved rows only: the server's answer (with its featured OKX) is in.
    await expect(connect.getByTestId('wallet-placeholder')).toHaveCount(0)
    await expect(connect.locator('[data-testid^="wallet-option-"]', { hasText: 'OKX' })).toHaveCount(1)

    // All Wallets marks the catalogue's OKX as installed and connects the announced one.
    await connect.getByTestId('all-wallets').click()
    const all = modal.view('AllWallets')
    await all.getByTestId('wallet-search').fill('OKX')
    const tile = all.getByTestId('wallet-option-com.okex.wallet')
    await expect(tile).toHaveAttribute('data-installed', 'true')
    await expect(tile).toHaveAttribute('aria-label', /^OKX Wallet \(/)
    await tile.click()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(okx.address)
    await expect(modal.state('walletName')).toHaveText('OKX Wallet')
    expect(okx.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(true)
  })

  test('a wallet that still authorises the site shows its account picker on Connect', async ({
    page,
    stack,
  }) => {
    const wallet = await installStackWallet(page, stack, { index: 7 })
    // The wallet kept the site from an earlier visit; the widget holds no connection.
    await wallet.authorize(new URL(stack.demo.url).origin)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await expect(modal.state('status')).toHaveText('disconnected')

    // Declined in the wallet: no connection, and the view offers to ask the wallet again.
    wallet.on('wallet_requestPermissions', 'reject')
    await modal.connect(testWalletId)
    const connecting = modal.view('ConnectingExternal')
    await expect(connecting.getByTestId('connecting-error')).toHaveText('Connection declined')
    await expect(modal.state('status')).toHaveText('disconnected')

    wallet.on('wallet_requestPermissions', 'approve')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    expect(
      wallet.requests.filter((r) => r.method === 'wallet_requestPermissions').map((r) => r.outcome),
    ).toEqual(['rejected', 'approved'])
  })

  test('a declined connection stays with the wallet\'s message and "Try again" asks the wallet again', async ({
    page,
    stack,
  }) => {
    const wallet = await installStackWallet(page, stack, { index: 5 })
    wallet.on('eth_requestAccounts', 'reject')
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)

    const connecting = modal.view('ConnectingExternal')
    await expect(connecting.getByTestId('connecting-error')).toHaveText('Connection declined')
    await expect(connecting).toContainText('Connection can be declined if a previous request is still active')
    await expect(page.getByTestId('alert')).toHaveCount(0)
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.state('events')).toContainText('USER_REJECTED')

    // Nothing is lost: the wallet is asked again from the same view and approves.
    wallet.on('eth_requestAccounts', 'approve')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect(modal.state('status')).toHaveText('connected')
    expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts').map((r) => r.outcome)).toEqual([
      'rejected',
      'approved',
    ])
  })

  test('switches network through the NetworkButton', async ({ page, stack }) => {
    const wallet = await installStackWallet(page, stack, { index: 6 })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.state('chainId')).toHaveText('31337')

    await modal.networkButton.click()
    await expect(modal.view('Networks')).toBeVisible()
    await page.getByTestId('network-option-eip155:31338').click()
    await expect(modal.state('chainId')).toHaveText('31338')
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31338')
    expect(wallet.chainId).toBe(31338)
    await expect(modal.networkButton).toContainText(chainOf(stack, 31338).name)
  })

  test('adds a network the wallet does not know (4902) and then switches', async ({ page, stack }) => {
    const wallet = await installStackWallet(page, stack, { index: 7 })
    wallet.forgetChain(31338)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await modal.networkButton.click()
    await page.getByTestId('network-option-eip155:31338').click()

    await expect(modal.state('chainId')).toHaveText('31338')
    const added = wallet.requests.find((r) => r.method === 'wallet_addEthereumChain')
    expect(added?.outcome).toBe('approved')
    expect(JSON.stringify(added?.params)).toContain(chainOf(stack, 31338).rpcUrl)
  })

  test('a wallet that refuses programmatic switching gets the specified error', async ({ page, stack }) => {
    const wallet = await installStackWallet(page, stack, { index: 8 })
    wallet.refuseChainSwitch(true)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await page.getByTestId('switch-31338').click()
    await expect(modal.state('error')).toContainText('does not support programmatic chain switching')
    await expect(modal.state('chainId')).toHaveText('31337')
  })

  test('switching to a network that is not configured fails', async ({ page, stack }) => {
    await installStackWallet(page, stack, { index: 8 })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await page.getByTestId('switch-unknown').click()
    await expect(modal.state('error')).toHaveText('Network not found')
    await expect(modal.state('chainId')).toHaveText('31337')
  })

  test('a wallet moving to an unconfigured chain shows UnsupportedChain', async ({ page, stack }) => {
    const wallet = await installStackWallet(page, stack, { index: 9 })
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?networks=31337`)
    await modal.connect(testWalletId)
    await expect(modal.state('status')).toHaveText('connected')
    await wallet.switchChain(31338)
    await expect(modal.state('isUnsupported')).toHaveText('true')
    await modal.networkButton.click()
    await expect(modal.view('UnsupportedChain')).toBeVisible()
    await modal.view('UnsupportedChain').getByTestId('network-option-eip155:31337').click()
    await expect(modal.state('chainId')).toHaveText('31337')
    await expect(modal.state('isUnsupported')).toHaveText('false')
  })

  test('a reload reconnects silently, then disconnect ends the session', async ({ page, stack }) => {
    const wallet = await installStackWallet(page, stack, { index: 2 })
    // Record every status the page shows, from the very first paint after the reload.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __statuses: string[] }).__statuses = seen
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="state-status"]')?.textContent
        if (text && seen.at(-1) !== text) seen.push(text)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.state('status')).toHaveText('connected')

    wallet.clearRequests()
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
    expect(statuses).toContain('reconnecting')
    expect(statuses.at(-1)).toBe('connected')
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')
    // The reload restores the session without showing the modal (it waits, closed, for the first click).
    await expect(modal.dialog).toBeHidden()

    await modal.accountButton.click()
    await modal.view('Account').getByTestId('account-disconnect').click()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.connectButton).toBeVisible()

    await page.reload()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.connectButton).toBeVisible()
  })

  test('the last used wallet appears as recent after a disconnect, even when it is not installed', async ({
    page,
    stack,
  }) => {
    await installStackWallet(page, stack, { index: 3, name: 'Alpha Wallet Test', rdns: 'dev.latch.alpha' })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect('dev.latch.alpha')
    await expect(modal.state('walletName')).toHaveText('Alpha Wallet Test')
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('status')).toHaveText('disconnected')

    // The next visit (same site, same storage) has another wallet and not the one used last: only the
    // memory of the last connection can list it, under the installed one and tagged Recent.
    const next = await page.context().newPage()
    await installStackWallet(next, stack, { index: 4, name: 'Beta Wallet Test', rdns: 'dev.latch.beta' })
    const nextModal = new ModalPage(next)
    await next.goto(stack.demo.url)
    await nextModal.open()
    const rows = nextModal.view('Connect').locator('[data-testid^="wallet-option-"]')
    await expect(rows.first()).toHaveAttribute('data-testid', 'wallet-option-dev.latch.beta')
    await expect(nextModal.wallet('dev.latch.beta')).toHaveAttribute(
      'aria-label',
      'Beta Wallet Test (Installed)',
    )
    const recent = nextModal.wallet('dev.latch.alpha')
    await expect(recent).toHaveAttribute('aria-label', 'Alpha Wallet Test (Recent)')
    await expect(recent).toHaveAttribute('data-installed', 'false')
    await expect(recent.locator('.tag')).toHaveText('Recent')
    await expect(rows.nth(1)).toHaveAttribute('data-testid', 'wallet-option-dev.latch.alpha')
  })
})

import { type DemoConfig, serveDemo } from '@latch/demo/serve'
import { solanaDevnetAccounts } from '@latch/devnet'
import { anvilAccounts, type TestWallet } from '@latch/testing'
import type { WalletConnectTestWallet } from '@latch/testing/walletconnect'
import { installSolanaTestWallet } from '@latch/testing-solana'
import type { Page } from '@playwright/test'
import { type Hex, recoverMessageAddress } from 'viem'
import { expect, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { look } from '../screenshots.js'
import { createStackWalletConnectWallet, openQr, prepareWalletConnectPage } from '../walletConnect.js'
import { installStackWallet, stackSolanaNetwork } from '../wallets.js'

const DEMO_MESSAGE = 'Hello from Latch Lab'

const signatures = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'personal_sign').length

/**
 * Signs the demo's message and checks that `wallet` signed it (its key recovers from the signature) and `other`
 * was not asked.
 */
async function expectSignedBy(page: Page, modal: ModalPage, wallet: TestWallet, other: TestWallet) {
  const [before, otherBefore] = [signatures(wallet), signatures(other)]
  await page.getByTestId('sign-message').click()
  await expect.poll(() => signatures(wallet)).toBe(before + 1)
  await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await modal.state('signature').textContent()) as Hex
  expect(await recoverMessageAddress({ message: DEMO_MESSAGE, signature })).toBe(wallet.address)
  expect(signatures(other)).toBe(otherBefore)
}

/** Opens the Wallets view from Account. */
async function openWallets(modal: ModalPage) {
  await modal.accountButton.click()
  await modal.view('Account').getByTestId('account-wallets').click()
  return modal.view('ProfileWallets')
}

/** Signs the demo's message and waits until the signature shown recovers to `address`. */
async function expectSignedByAddress(page: Page, modal: ModalPage, address: string) {
  await page.getByTestId('sign-message').click()
  await expect
    .poll(async () => {
      const signature = (await modal.state('signature').textContent()) ?? ''
      return /^0x[0-9a-f]{130}$/.test(signature)
        ? await recoverMessageAddress({ message: DEMO_MESSAGE, signature: signature as Hex })
        : undefined
    })
    .toBe(address)
}

/**
 * Two browser wallets announced through EIP-6963 on anvil accounts `indices`: 'Alpha Wallet Test' (also
 * `window.ethereum`) and 'Beta Wallet Test'.
 */
async function installTwoWallets(page: Page, stack: Stack, [first, second]: [number, number]) {
  const alpha = await installStackWallet(page, stack, {
    index: first,
    name: 'Alpha Wallet Test',
    rdns: 'dev.latch.alpha',
  })
  const beta = await installStackWallet(page, stack, {
    index: second,
    name: 'Beta Wallet Test',
    rdns: 'dev.latch.beta',
    injected: false,
  })
  return [alpha, beta] as const
}

/** From Account's Wallets view, "Add wallet" and the wallet `id` in Connect. */
async function addWallet(modal: ModalPage, id: string) {
  const wallets = await openWallets(modal)
  await wallets.getByTestId('wallets-add').click()
  await modal.view('Connect').waitFor()
  await modal.wallet(id).click()
}

test.describe('several wallets at once (multiWallet=1)', () => {
  test('connects two browser wallets, switches, signs with the chosen one, removes and reloads', async ({
    page,
    stack,
  }, testInfo) => {
    const [alpha, beta] = await installTwoWallets(page, stack, [3, 4])
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}?multiWallet=1`)

    await modal.connect('dev.latch.alpha')
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(modal.state('connections')).toHaveText(`*eip155:dev.latch.alpha:${alpha.address}`)
    await page.keyboard.press('Escape')

    // "Add wallet" from the Wallets view opens Connect; the second wallet becomes active, the first stays connected.
    const wallets = await openWallets(modal)
    await wallets.getByTestId('wallets-add').click()
    await modal.view('Connect').waitFor()
    await modal.wallet('dev.latch.beta').click()
    await expect(modal.state('address')).toHaveText(beta.address)
    await expect(modal.state('connections')).toHaveText(
      `*eip155:dev.latch.beta:${beta.address},eip155:dev.latch.alpha:${alpha.address}`,
    )
    await expect(modal.state('activeConnectorId')).toHaveText('dev.latch.beta')
    await expectSignedBy(page, modal, beta, alpha)

    // Both in the view: the active one marked, with its balance; screenshots of the view.
    await page.keyboard.press('Escape')
    const view = await openWallets(modal)
    const betaRow = view.getByTestId('wallets-eip155-dev.latch.beta')
    const alphaRow = view.getByTestId('wallets-eip155-dev.latch.alpha')
    await expect(betaRow).toHaveAttribute('data-active', 'true')
    await expect(alphaRow).toHaveAttribute('data-active', 'false')
    await expect(betaRow.getByTestId('wallets-eip155-dev.latch.beta-balance')).toHaveText(/^[\d,.]+ ETH$/)
    await expect(alphaRow.getByTestId('wallets-eip155-dev.latch.alpha-balance')).toHaveCount(0)
    await expect(view.getByTestId('wallets-eip155-dev.latch.alpha-choose')).toHaveAccessibleName(
      'Use Alpha Wallet Test',
    )
    await look(page, testInfo, 'profile-wallets-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await look(page, testInfo, 'profile-wallets-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // Switching asks the wallet silently (eth_accounts): no new connection prompt.
    const prompts = alpha.requests.filter((r) => r.method === 'eth_requestAccounts').length
    await view.getByTestId('wallets-eip155-dev.latch.alpha-choose').click()
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(alphaRow).toHaveAttribute('data-active', 'true')
    expect(alpha.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(prompts)
    await expect(modal.state('connections')).toHaveText(
      `*eip155:dev.latch.alpha:${alpha.address},eip155:dev.latch.beta:${beta.address}`,
    )
    await page.keyboard.press('Escape')
    await expectSignedBy(page, modal, alpha, beta)

    // A reload brings both back with the same active one.
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(modal.state('connections')).toHaveText(
      `*eip155:dev.latch.alpha:${alpha.address},eip155:dev.latch.beta:${beta.address}`,
    )
    await expectSignedBy(page, modal, alpha, beta)

    // Removing the active one: the next connected wallet takes over.
    const after = await openWallets(modal)
    await after.getByTestId('wallets-eip155-dev.latch.alpha-remove').click()
    await expect(modal.state('address')).toHaveText(beta.address)
    await expect(modal.state('connections')).toHaveText(`*eip155:dev.latch.beta:${beta.address}`)
    await expect(modal.state('status')).toHaveText('connected')
    await expect(after.getByTestId('wallets-eip155-dev.latch.beta')).toHaveAttribute('data-active', 'true')
    // The removed wallet is a recent one now, one click from reconnecting.
    await expect(
      after.getByTestId('wallets-recent').getByTestId('wallet-option-dev.latch.alpha'),
    ).toBeVisible()
    await look(page, testInfo, 'profile-wallets-recent')
    await page.keyboard.press('Escape')
    await expectSignedBy(page, modal, beta, alpha)
  })

  test('without the flag, connecting another wallet replaces the first, as before', async ({
    page,
    stack,
  }) => {
    const [, beta] = await installTwoWallets(page, stack, [3, 4])
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect('dev.latch.alpha')
    await expect(modal.state('status')).toHaveText('connected')
    await page.keyboard.press('Escape')
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-wallets')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.getByTestId('open-all-wallets').click()
    await modal.wallet('dev.latch.beta').click()
    await expect(modal.state('address')).toHaveText(beta.address)
    await expect(modal.state('connections')).toHaveText(`*eip155:dev.latch.beta:${beta.address}`)
  })
})

test.describe('several wallets at once, across namespaces', () => {
  // The demo with the stack's Solana network beside its chains (one per worker, like the stack).
  let demo: { url: string; stop(): Promise<void> } | undefined
  test.beforeAll(async ({ stack }) => {
    const config: DemoConfig = { ...stack.config, solanaNetworks: [stackSolanaNetwork(stack)] }
    const dist = process.env.LATCH_E2E_DEMO_DIST
    demo = await serveDemo({ port: 0, config, ...(dist ? { dist } : {}) })
  })
  test.afterAll(async () => {
    await demo?.stop()
  })

  /**
   * Two browser wallets and the Solana test wallet (Solana account `solanaIndex`) on the demo with the stack's
   * Solana network and the flag on; Alpha connected, then Beta added.
   */
  async function connectTwoBesideSolana(page: Page, stack: Stack, solanaIndex: number) {
    const validator = stack.devnet.solana
    const secretKey = solanaDevnetAccounts[solanaIndex]?.secretKey
    if (!validator || !secretKey) throw new Error('no Solana validator or account on the stack')
    const [alpha, beta] = await installTwoWallets(page, stack, [5, 6])
    const solana = await installSolanaTestWallet(page, {
      secretKeys: [secretKey],
      chains: [{ chain: 'solana:localnet', rpcUrl: validator.rpcUrl }],
    })
    const modal = new ModalPage(page)
    await page.goto(`${demo?.url}/?networks=31337,${validator.caipNetworkId}&multiWallet=1`)
    await modal.connect('dev.latch.alpha')
    await expect(modal.state('address')).toHaveText(alpha.address)
    await addWallet(modal, 'dev.latch.beta')
    await expect(modal.state('address')).toHaveText(beta.address)
    return { alpha, beta, solana, modal }
  }

  test('a Solana wallet stays connected beside two eip155 ones: switching eip155 keeps it, a reload keeps all', async ({
    page,
    stack,
  }, testInfo) => {
    const { alpha, beta, solana, modal } = await connectTwoBesideSolana(page, stack, 0)
    await addWallet(modal, 'Latch Solana Wallet')
    await expect(modal.state('address')).toHaveText(solana.address)
    const solanaEntry = `\\*solana:[^:,]+:${solana.address}`
    await expect(modal.state('connections')).toHaveText(
      new RegExp(
        `^${solanaEntry},\\*eip155:dev.latch.beta:${beta.address},eip155:dev.latch.alpha:${alpha.address}$`,
      ),
    )

    // Each namespace's wallets in the view, with its badge; choosing Alpha makes eip155 active again, on Alpha.
    const wallets = await openWallets(modal)
    const solanaRow = wallets.locator('[data-testid^="wallets-solana-"][data-active]')
    await expect(solanaRow).toHaveAttribute('data-active', 'true')
    await expect(solanaRow.locator('.tag').last()).toHaveText('Solana')
    await expect(wallets.getByTestId('wallets-eip155-dev.latch.beta')).toHaveAttribute('data-active', 'true')
    await look(page, testInfo, 'profile-wallets-namespaces-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await look(page, testInfo, 'profile-wallets-namespaces-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await wallets.getByTestId('wallets-eip155-dev.latch.alpha-choose').click()
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31337')
    const afterSwitch = new RegExp(
      `^\\*eip155:dev.latch.alpha:${alpha.address},${solanaEntry},eip155:dev.latch.beta:${beta.address}$`,
    )
    await expect(modal.state('connections')).toHaveText(afterSwitch)
    await page.keyboard.press('Escape')
    await expectSignedBy(page, modal, alpha, beta)
    // The Solana wallet was never asked to connect again.
    expect(solana.requests.filter((r) => r.method === 'standard:connect')).toHaveLength(1)

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(modal.state('connections')).toHaveText(afterSwitch)
  })
  test('four at once: two browser wallets and a WalletConnect wallet on eip155, and a Solana wallet; each signs when chosen, a reload keeps all four, removing the active one hands over', async ({
    page,
    stack,
  }) => {
    const key = anvilAccounts[9]?.privateKey
    if (!key) throw new Error('no anvil account 9')
    const remote = await createStackWalletConnectWallet(stack, key)
    try {
      await prepareWalletConnectPage(page)
      const { alpha, beta, solana, modal } = await connectTwoBesideSolana(page, stack, 1)
      const wallets = await openWallets(modal)
      await wallets.getByTestId('wallets-add').click()
      await modal.view('Connect').waitFor()
      await remote.pair(await openQr(modal, { connectShown: true }))
      await expect(modal.state('address')).toHaveText(remote.address)
      await addWallet(modal, 'Latch Solana Wallet')
      await expect(modal.state('address')).toHaveText(solana.address)
      // The demo lists each namespace's active wallet (*), the active namespace's first, then the others, the
      // last parked first.
      const listed = (...entries: string[]) => new RegExp(`^${entries.join(',')}$`)
      const S = `\\*solana:[^:,]+:${solana.address}`
      const [a, b, w] = [
        `eip155:dev.latch.alpha:${alpha.address}`,
        `eip155:dev.latch.beta:${beta.address}`,
        `eip155:walletConnect:${remote.address}`,
      ]
      await expect(modal.state('connections')).toHaveText(listed(S, `\\*${w}`, b, a))

      // Each eip155 wallet signs once chosen: Beta, then Alpha (both browser wallets, no new prompt).
      await (await openWallets(modal)).getByTestId('wallets-eip155-dev.latch.beta-choose').click()
      await expect(modal.state('address')).toHaveText(beta.address)
      await page.keyboard.press('Escape')
      await expectSignedBy(page, modal, beta, alpha)
      await (await openWallets(modal)).getByTestId('wallets-eip155-dev.latch.alpha-choose').click()
      await expect(modal.state('address')).toHaveText(alpha.address)
      await page.keyboard.press('Escape')
      await expectSignedBy(page, modal, alpha, beta)
      const afterSwitches = listed(`\\*${a}`, S, b, w)
      await expect(modal.state('connections')).toHaveText(afterSwitches)

      // A reload restores all four, Alpha still the active one.
      await page.reload()
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('address')).toHaveText(alpha.address)
      await expect(modal.state('connections')).toHaveText(afterSwitches)
      await expectSignedBy(page, modal, alpha, beta)

      // Removing Alpha: the eip155 wallet parked last (Beta) takes over; the others stay.
      await (await openWallets(modal)).getByTestId('wallets-eip155-dev.latch.alpha-remove').click()
      await expect(modal.state('address')).toHaveText(beta.address)
      await expect(modal.state('connections')).toHaveText(listed(`\\*${b}`, S, w))
      await page.keyboard.press('Escape')
      await expectSignedBy(page, modal, beta, alpha)
      // The Solana wallet was asked once; the reload only restored it silently.
      const prompts = solana.requests.filter(
        (r) => r.method === 'standard:connect' && (r.params as { silent?: boolean }).silent !== true,
      )
      expect(prompts).toHaveLength(1)
    } finally {
      await remote.close()
    }
  })
})

test.describe('several wallets at once, with WalletConnect', () => {
  const paired: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    await Promise.all(paired.splice(0).map((wallet) => wallet.close()))
  })

  test('a WalletConnect wallet stays paired while inactive, signs once chosen, and hands over when removed', async ({
    page,
    stack,
  }) => {
    const key = anvilAccounts[7]?.privateKey
    if (!key) throw new Error('no anvil account 7')
    const remote = await createStackWalletConnectWallet(stack, key)
    paired.push(remote)
    await prepareWalletConnectPage(page)
    const alpha = await installStackWallet(page, stack, {
      index: 8,
      name: 'Alpha Wallet Test',
      rdns: 'dev.latch.alpha',
    })
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}?multiWallet=1`)

    await remote.pair(await openQr(modal))
    await expect(modal.state('address')).toHaveText(remote.address)
    await addWallet(modal, 'dev.latch.alpha')
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(modal.state('connections')).toHaveText(
      `*eip155:dev.latch.alpha:${alpha.address},eip155:walletConnect:${remote.address}`,
    )
    await expectSignedByAddress(page, modal, alpha.address)

    // The session stayed: choosing the WalletConnect wallet needs no new pairing.
    const wallets = await openWallets(modal)
    await wallets.getByTestId('wallets-eip155-walletConnect-choose').click()
    await expect(modal.state('address')).toHaveText(remote.address)
    await expect(modal.state('activeConnectorId')).toHaveText('walletConnect')
    await page.keyboard.press('Escape')
    await expectSignedByAddress(page, modal, remote.address)

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('connections')).toHaveText(
      `*eip155:walletConnect:${remote.address},eip155:dev.latch.alpha:${alpha.address}`,
    )
    await expectSignedByAddress(page, modal, remote.address)

    // Removing the WalletConnect wallet ends its session; the browser wallet takes over.
    const after = await openWallets(modal)
    await after.getByTestId('wallets-eip155-walletConnect-remove').click()
    await expect(modal.state('address')).toHaveText(alpha.address)
    await expect(modal.state('connections')).toHaveText(`*eip155:dev.latch.alpha:${alpha.address}`)
    await page.keyboard.press('Escape')
    await expectSignedByAddress(page, modal, alpha.address)
  })
})

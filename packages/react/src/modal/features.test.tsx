// @vitest-environment happy-dom
import { type ConnectorDiscovery, type Features, type Latch, type LatchConfig, openModal } from '@latch/core'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { loadModal } from '../loadModal.js'
import { createTestLatch } from '../test/createTestLatch.js'
import {
  announcingAdapter,
  connectedState,
  modalRoot,
  resetModals,
  testWallet,
} from '../test/modalFixtures.js'
import { connectSections } from './views/connectSections.js'

// What a visitor sees for each feature flag: every flag here changes the modal, not only a default.

const walletId = testWallet.id
// Choosing the wallet navigates; the runtime (never loaded here) would connect.
const adapter = announcingAdapter()

afterEach(async () => {
  await resetModals()
  delete connectSections.email
})

const root = modalRoot
const find = <T extends Element = HTMLElement>(testId: string) =>
  root()?.querySelector<T>(`[data-testid="${testId}"]`) ?? null
const view = () => root()?.querySelector('[data-testid^="view-"]')?.getAttribute('data-testid')
const click = (testId: string) => act(async () => find(testId)?.click())

async function show(
  features: Partial<Features>,
  config: Partial<LatchConfig> = {},
  connected = false,
): Promise<Latch> {
  const latch = createTestLatch({
    adapters: [adapter],
    walletConnect: { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', relayUrl: 'ws://127.0.0.1:9' },
    ...config,
    features,
  })
  // The server offers every login (what GET /v1/logins answers for the development project on the local stack).
  latch.store.setState({
    serverLogins: {
      email: true,
      passkey: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    },
  })
  // The server quotes swaps on the devnet (what GET /v1/capabilities answers for it).
  if (connected)
    latch.store.setState({
      ...connectedState(),
      capabilities: { swaps: ['eip155:31337'], smartAccounts: [] },
    })
  render(<LatchProvider latch={latch} />)
  await loadModal()
  await act(async () => openModal(latch))
  return latch
}

/** A stand-in e-mail section, so the order and collapse of Connect's sections can be seen before e-mail login is built. */
function addEmailSection() {
  connectSections.email = {
    available: (latch) => latch.config.features.email,
    Component: () => <input data-testid="email-input" aria-label="E-mail" />,
  }
}

const legal = {
  termsConditionsUrl: 'https://dapp.example/terms',
  privacyPolicyUrl: 'https://dapp.example/privacy',
}

describe('legalCheckbox', () => {
  it('keeps every wallet disabled until the visitor agrees, then lets them choose', async () => {
    const latch = await show({ legalCheckbox: true }, legal)
    expect(find('legal-checkbox')?.textContent).toBe('I agree to the Terms of Service and Privacy Policy')
    expect(find<HTMLAnchorElement>('legal-terms')?.href).toBe(legal.termsConditionsUrl)
    expect(find<HTMLAnchorElement>('legal-privacy')?.href).toBe(legal.privacyPolicyUrl)
    expect(find('legal-footer')).toBeNull()
    const choices = [`wallet-option-${walletId}`, 'wallet-option-walletConnect', 'all-wallets']
    for (const id of choices) expect(find<HTMLButtonElement>(id)?.disabled, id).toBe(true)
    await click(`wallet-option-${walletId}`)
    expect(view()).toBe('view-Connect')

    await click('legal-checkbox-input')
    expect(latch.store.getState().legalCheckboxAccepted).toBe(true)
    for (const id of choices) expect(find<HTMLButtonElement>(id)?.disabled, id).toBe(false)
    await click(`wallet-option-${walletId}`)
    expect(view()).toBe('view-ConnectingExternal')
  })

  it('is off by default: the links are a footer and the wallets can be chosen at once', async () => {
    await show({}, legal)
    expect(find('legal-checkbox')).toBeNull()
    expect(find('legal-footer')?.textContent).toBe(
      'By connecting your wallet, you agree to the Terms of Service and Privacy Policy',
    )
    expect(find<HTMLButtonElement>(`wallet-option-${walletId}`)?.disabled).toBe(false)
  })

  it('shows no checkbox when there is nothing to agree to', async () => {
    await show({ legalCheckbox: true })
    expect(find('legal-checkbox')).toBeNull()
    expect(find<HTMLButtonElement>(`wallet-option-${walletId}`)?.disabled).toBe(false)
  })
})

describe('connectMethodsOrder and collapseWallets', () => {
  const sectionOrder = () =>
    [...(root()?.querySelectorAll('[data-testid^="connect-section-"]') ?? [])].map((s) =>
      s.getAttribute('data-testid'),
    )

  it('orders the sections of Connect as configured', async () => {
    addEmailSection()
    await show({ connectMethodsOrder: ['wallet', 'email', 'social'] })
    expect(sectionOrder()).toEqual([
      'connect-section-wallet',
      'connect-section-email',
      'connect-section-social',
    ])
    await resetModals()
    await show({ connectMethodsOrder: ['social', 'wallet'] })
    expect(sectionOrder()).toEqual([
      'connect-section-social',
      'connect-section-wallet',
      'connect-section-email',
    ])
    await resetModals()
    await show({})
    expect(sectionOrder()).toEqual([
      'connect-section-email',
      'connect-section-social',
      'connect-section-wallet',
    ])
  })

  it('lists only the sections that are built and switched on', async () => {
    addEmailSection()
    await show({ email: false, socials: false })
    expect(sectionOrder()).toEqual(['connect-section-wallet'])
    await resetModals()
    // Farcaster alone is a social section of its own: Sign In With Farcaster.
    await show({ email: false, socials: ['farcaster'] })
    expect(sectionOrder()).toEqual(['connect-section-social', 'connect-section-wallet'])
    expect(find('social-farcaster')?.textContent).toBe('Continue with Farcaster')
    expect(find(`wallet-option-${walletId}`)).not.toBeNull()
  })

  it('puts the wallets behind "Continue with a wallet" when another way to connect is shown', async () => {
    addEmailSection()
    await show({ collapseWallets: true })
    expect(sectionOrder()).toEqual([
      'connect-section-email',
      'connect-section-social',
      'connect-section-wallet',
    ])
    expect(find(`wallet-option-${walletId}`)).toBeNull()
    expect(find('continue-with-wallet')?.textContent).toBe('Continue with a wallet')
    await click('continue-with-wallet')
    expect(view()).toBe('view-ConnectWallets')
    expect(find(`wallet-option-${walletId}`)).not.toBeNull()
    expect(find('modal-back')).not.toBeNull()
  })

  it('keeps the wallets listed when they are the only way to connect', async () => {
    await show({ collapseWallets: true, socials: false })
    expect(find('continue-with-wallet')).toBeNull()
    expect(find(`wallet-option-${walletId}`)).not.toBeNull()
  })
})

describe('socials', () => {
  const buttons = () =>
    [...(root()?.querySelectorAll('[data-testid="social-login"] button') ?? [])].map((b) =>
      b.getAttribute('data-testid'),
    )

  it('shows the first provider large, three small and the rest behind More, in the configured order', async () => {
    await show({ email: false })
    // Each provider's mark: the large button with its words, the small ones named by their label alone.
    expect(find('social-google')?.textContent).toBe('Continue with Google')
    expect(find('social-google')?.querySelector('svg.social-mark path')).not.toBeNull()
    expect(find('social-x')?.textContent).toBe('')
    expect(find('social-x')?.getAttribute('aria-label')).toBe('Continue with X')
    expect(find('social-x')?.querySelector('svg.social-mark path')).not.toBeNull()
    expect(buttons()).toEqual([
      'social-google',
      'social-x',
      'social-discord',
      'social-farcaster',
      'social-more',
    ])
    await click('social-more')
    expect(buttons()).toEqual([
      'social-google',
      'social-x',
      'social-discord',
      'social-farcaster',
      'social-github',
      'social-apple',
      'social-facebook',
    ])
    await resetModals()
    await show({ email: false, socials: ['github', 'apple'] })
    expect(buttons()).toEqual(['social-github', 'social-apple'])
  })
})

describe('Account rows', () => {
  const rows = () =>
    [...(root()?.querySelectorAll('[data-testid="view-Account"] .list > [data-testid]') ?? [])].map((row) =>
      row.getAttribute('data-testid'),
    )

  const features = ['account-onramp', 'account-send', 'account-receive', 'account-swap']

  it('orders the wallet features by walletFeaturesOrder', async () => {
    await show({ walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] }, {}, true)
    expect(rows().filter((id) => features.includes(id ?? ''))).toEqual([
      'account-send',
      'account-receive',
      'account-swap',
      'account-onramp',
    ])
    await resetModals()
    await show({}, {}, true)
    expect(rows().filter((id) => features.includes(id ?? ''))).toEqual([
      'account-onramp',
      'account-swap',
      'account-receive',
      'account-send',
    ])
  })

  it.each([
    ['onramp', 'account-onramp'],
    ['swaps', 'account-swap'],
    ['receive', 'account-receive'],
    ['send', 'account-send'],
    ['history', 'account-activity'],
  ] as const)('%s: false hides %s', async (flag, row) => {
    await show({}, {}, true)
    expect(rows()).toContain(row)
    await resetModals()
    await show({ [flag]: false }, {}, true)
    expect(rows()).not.toContain(row)
  })

  it("offers Activity only on a network whose history the server's capabilities list", async () => {
    const latch = await show({}, {}, true)
    const served = (history: string[]) =>
      act(() =>
        latch.store.setState({
          capabilities: { swaps: [], smartAccounts: [], history: history as `eip155:${number}`[] },
        }),
      )
    await served(['solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm'])
    expect(rows()).not.toContain('account-activity')
    await served(['eip155:31337'])
    expect(rows()).toContain('account-activity')
  })

  it('allWallets: false hides the All Wallets row', async () => {
    await show({})
    expect(find('all-wallets')).not.toBeNull()
    await resetModals()
    await show({ allWallets: false })
    expect(find('all-wallets')).toBeNull()
  })
})

describe('walletConnect', () => {
  it('offers pairing only when an adapter can start it, not for the configuration alone', async () => {
    await show({})
    expect(find('wallet-option-walletConnect')).not.toBeNull()
    await resetModals()
    // The EVM adapter without `walletConnect()`: the browser wallets only.
    const withoutPairing = {
      ...adapter,
      discover: (discovery: ConnectorDiscovery) => {
        discovery.setConnectors([
          { ...testWallet, type: 'ANNOUNCED', chain: 'eip155', explorerId: testWallet.id },
        ])
        return () => {}
      },
    }
    await show({}, { adapters: [withoutPairing] })
    expect(find(`wallet-option-${walletId}`)).not.toBeNull()
    expect(find('wallet-option-walletConnect')).toBeNull()
  })
})

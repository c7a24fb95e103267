// @vitest-environment happy-dom
import { type Latch, openModal, type ViewName } from '@latch/core'
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

const wallet = testWallet
// Views that reach for the wallet or the server (127.0.0.1:9) fail quietly: the runtime never loads.
const adapter = announcingAdapter(() => Promise.reject(new Error('not used')))

/**
 * Every view the specification names (section 2, with the swap views and the library's names), the views
 * this modal adds (Networks, Receive, Activity, Send, ConnectWallets), and what each one shows: its own
 * component, or the plain 'not available' view for the ones this version does not build.
 */
const expected: Record<ViewName, 'own' | 'unavailable'> = {
  Connect: 'own',
  ConnectWallets: 'own',
  Account: 'own',
  ProfileWallets: 'own',
  AllWallets: 'own',
  ConnectingWalletConnectBasic: 'own',
  ConnectingWalletConnect: 'own',
  ConnectingExternal: 'own',
  SIWXSignMessage: 'own',
  ApproveTransaction: 'own',
  RegisterAccountName: 'own',
  RegisterAccountNameSuccess: 'own',
  Swap: 'own',
  SwapPreview: 'own',
  SwapSelectToken: 'own',
  OnRampProviders: 'own',
  OnRampTokenSelect: 'own',
  BuyInProgress: 'own',
  ConnectingSiwe: 'own',
  ConnectingFarcaster: 'own',
  UnsupportedChain: 'own',
  Networks: 'own',
  Receive: 'own',
  Activity: 'own',
  WalletSend: 'own',
  WalletSendSelectToken: 'own',
  EmailVerifyOtp: 'own',
  ConnectingSocial: 'own',
  EmailVerifyDevice: 'own',
  EmbeddedWalletRecovery: 'own',
  EmbeddedKeyExport: 'own',
  ConnectingPasskey: 'own',
  EmbeddedWalletPasskeys: 'own',
  UpdateEmailWallet: 'own',
  UpdateEmailPrimaryOtp: 'own',
  UpdateEmailSecondaryOtp: 'own',
}

afterEach(resetModals)

function make(): Latch {
  const latch = createTestLatch({
    adapters: [adapter],
    walletConnect: { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', relayUrl: 'ws://127.0.0.1:9' },
  })
  latch.store.setState(connectedState())
  return latch
}

/** The view root the modal shows: its test id, with the requested name for the 'not available' view. */
function shownView(): string | undefined {
  const element = document
    .querySelector('[data-latch-modal]')
    ?.shadowRoot?.querySelector('[data-testid^="view-"]')
  if (!element) return undefined
  const name = element.getAttribute('data-view')
  return `${element.getAttribute('data-testid')}${name ? `:${name}` : ''}`
}

/**
 * Opens `view` and returns every view root the modal showed meanwhile, until `wanted` shows (a view may leave
 * on its own once its requests fail, as Swap goes back, so every state it passed through counts).
 */
async function open(latch: Latch, view: ViewName, wanted: string): Promise<string[]> {
  const root = modalRoot()
  if (!root) throw new Error('the modal is not mounted')
  const before = shownView()
  const seen: string[] = []
  const collect = () => {
    const id = shownView()
    if (id && id !== before && !seen.includes(id)) seen.push(id)
  }
  const observer = new MutationObserver(collect)
  observer.observe(root, { subtree: true, childList: true, attributes: true })
  const data =
    view === 'ConnectingExternal'
      ? { connectorId: wallet.id }
      : view.startsWith('Connecting')
        ? { wallet }
        : undefined
  await act(async () => openModal(latch, { view, data }))
  await expect
    .poll(async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
      collect()
      return seen
    })
    .toContain(wanted)
  observer.disconnect()
  return seen
}

describe('views', () => {
  it('opens every view of the specification on its own component, and an unbuilt one on a plain notice', async () => {
    const latch = make()
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch, { view: 'Account' }))
    for (const [view, shows] of Object.entries(expected) as [ViewName, 'own' | 'unavailable'][]) {
      const wanted = shows === 'own' ? `view-${view}` : `view-unavailable:${view}`
      const seen = await open(latch, view, wanted)
      // It was the first thing shown: no other view's component stood in for it.
      expect(seen[0], view).toBe(wanted)
    }
  })

  it('shows a name that is no view at all as not available, under its own id', async () => {
    const latch = make()
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch, { view: 'Account' }))
    const seen = await open(latch, 'NoSuchView' as ViewName, 'view-unavailable:NoSuchView')
    expect(seen).toEqual(['view-unavailable:NoSuchView'])
    const root = modalRoot()
    expect(root?.querySelector('[data-testid="view-unavailable"] h3')?.textContent).toBe('Not available')
  })
})

import {
  type Adapter,
  type CaipNetwork,
  type CaipNetworkId,
  type Latch,
  type LatchState,
  openModal,
} from '@latch/core'
import { act, cleanup, render } from '@testing-library/react'
import { createElement } from 'react'
import { LatchProvider } from '../LatchProvider.js'
import { loadModal } from '../loadModal.js'

// Shared by the modal's tests in happy-dom: a devnet network, an announced test wallet, a connected state,
// and the modal's shadow root.

/** The devnet chain 31337, its RPC on a port that answers nothing (these tests read no chain). */
export const devnet: CaipNetwork = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

export const testWallet = { id: 'dev.latch.testwallet', name: 'Latch Test Wallet' }

/**
 * An eip155 adapter whose discovery announces the test wallet. Its runtime never loads: `load` is what a
 * chosen wallet would wait for (by default a promise that never settles, so a connecting view stays put).
 */
export function announcingAdapter(load: Adapter['load'] = () => new Promise(() => {})): Adapter {
  return {
    namespace: 'eip155',
    discover(discovery) {
      discovery.setConnectors([
        { ...testWallet, type: 'ANNOUNCED', chain: 'eip155', explorerId: testWallet.id },
        // Remote pairing, as the EVM adapter given `walletConnect()` lists it when the instance configures it.
        ...(discovery.config.walletConnect
          ? [
              {
                id: 'walletConnect',
                name: 'WalletConnect',
                type: 'WALLET_CONNECT' as const,
                chain: 'eip155' as const,
              },
            ]
          : []),
      ])
      return () => {}
    },
    load,
  }
}

/** The state of an account of the test wallet connected on `caipNetworkId`. */
export function connectedState(caipNetworkId: CaipNetworkId = devnet.caipNetworkId): Partial<LatchState> {
  return {
    status: 'connected',
    activeNamespace: 'eip155',
    activeCaipNetworkId: caipNetworkId,
    connections: [
      {
        id: testWallet.id,
        namespace: 'eip155',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        caipNetworkId,
        type: 'ANNOUNCED',
      },
    ],
  }
}

/** Connected through the embedded wallet (its auth connector), logged in with `login` (an e-mail, or a social identity). */
export function embeddedWalletState(
  latch: Latch,
  login: Partial<LatchState['embeddedWallet']>,
): Partial<LatchState> {
  const state = connectedState()
  const [connection] = state.connections ?? []
  if (!connection) throw new Error('no connection in the fixture')
  return {
    ...state,
    connections: [{ ...connection, id: 'ID_AUTH', type: 'AUTH' }],
    embeddedWallet: { ...latch.store.getState().embeddedWallet, loginUsed: true, ...login },
  }
}

/**
 * The modal of `latch` on Account for the embedded wallet logged in with `login`, its frame answered by
 * `frameClient` (the requests a view sends the frame, as the test answers them).
 */
export async function openEmbeddedAccount(
  latch: Latch,
  login: Partial<LatchState['embeddedWallet']>,
  frameClient: unknown,
): Promise<Latch> {
  latch.store.setState(embeddedWalletState(latch, login))
  latch.internal.frameClient = Promise.resolve(frameClient)
  render(createElement(LatchProvider, { latch }))
  await loadModal()
  await act(async () => openModal(latch, { view: 'Account' }))
  return latch
}

/**
 * The dialog's shadow root (of the last instance that opened one). A host without a shadow root never showed
 * the modal: an earlier test's instance may still mount its embedded-wallet frame in one after the reset.
 */
export function modalRoot(): ShadowRoot | null | undefined {
  return [...document.querySelectorAll('[data-latch-modal]')].filter((host) => host.shadowRoot).at(-1)
    ?.shadowRoot
}

/**
 * Unmounts every tree and removes the modal hosts, so the next test (or instance) starts on a clean page; a
 * request still in flight that fails later then finds no component to update.
 */
export async function resetModals(): Promise<void> {
  await act(async () => cleanup())
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
}

// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createTestLatch } from '../test/createTestLatch.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

const shadowButton = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-latch-host="${name}"]`)?.shadowRoot?.querySelector('button') ?? null

describe('buttons', () => {
  it('render in their own shadow roots and open the modal', async () => {
    const latch = createTestLatch()
    const { container } = render(
      <LatchProvider latch={latch}>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </LatchProvider>,
    )
    const connect = shadowButton(container, 'connect-button')
    expect(connect?.getAttribute('data-testid')).toBe('connect-button')
    expect(connect?.textContent).toBe('Connect Wallet')
    expect(shadowButton(container, 'account-button')).toBeNull()
    expect(shadowButton(container, 'network-button')?.textContent).toContain('Latch Devnet')
    // Nothing is written as a style attribute in markup (a CSP without 'unsafe-inline' stays satisfied).
    expect(container.innerHTML).not.toContain('style=')

    act(() => connect?.click())
    expect(latch.store.getState().modal.open).toBe(true)
    // No adapter configured and nothing connected: the opening rule picks the WalletConnect view on desktop.
    expect(latch.store.getState().router.view).toBe('ConnectingWalletConnectBasic')

    act(() =>
      latch.store.setState({
        status: 'connected',
        activeNamespace: 'eip155',
        modal: { open: false, loading: false, shake: false, openedOnce: true, embedded: false },
        connections: [
          {
            id: 'w',
            namespace: 'eip155',
            address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
            caipNetworkId: 'eip155:31337',
            type: 'ANNOUNCED',
          },
        ],
      }),
    )
    expect(shadowButton(container, 'connect-button')?.textContent).toBe('0xf39F…2266')
    expect(shadowButton(container, 'account-button')?.getAttribute('aria-label')).toBe(
      'Account 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    act(() => shadowButton(container, 'network-button')?.click())
    expect(latch.store.getState().router.view).toBe('Networks')
  })

  afterEach(() => vi.unstubAllGlobals())

  it("read in the dApp's locale once its texts arrive, English on the first render", async () => {
    const latch = createTestLatch({ locale: 'de' })
    const { container } = render(
      <LatchProvider latch={latch}>
        <ConnectButton />
        <NetworkButton />
      </LatchProvider>,
    )
    expect(shadowButton(container, 'connect-button')?.textContent).toBe('Connect Wallet')
    await waitFor(() =>
      expect(shadowButton(container, 'connect-button')?.textContent).toBe('Wallet verbinden'),
    )
    expect(shadowButton(container, 'network-button')?.getAttribute('aria-label')).toBe(
      'Netzwerk Latch Devnet',
    )
    // A label the dApp passes wins over every locale.
    const passed = render(
      <LatchProvider latch={latch}>
        <ConnectButton label="Sign in" />
      </LatchProvider>,
    )
    expect(shadowButton(passed.container, 'connect-button')?.textContent).toBe('Sign in')
  })

  it("follow the browser's language when the dApp sets no locale", async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'fr-FR', languages: ['fr-FR', 'en'] })
    const latch = createTestLatch()
    const { container } = render(
      <LatchProvider latch={latch}>
        <ConnectButton />
      </LatchProvider>,
    )
    await waitFor(() =>
      expect(shadowButton(container, 'connect-button')?.textContent).toBe('Connecter un portefeuille'),
    )
    expect(latch.store.getState().locale).toBe('fr')
  })
})

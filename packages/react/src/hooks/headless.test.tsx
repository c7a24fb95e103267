// @vitest-environment happy-dom
import { type Adapter, type AdapterRuntime, UserRejectedRequestError } from '@latch/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createTestLatch } from '../test/createTestLatch.js'
import { devnet } from '../test/modalFixtures.js'
import { useLatchConnect } from './useLatchConnect.js'
import { useLatchConnectors } from './useLatchConnectors.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A wallet present on eip155 and solana, and WalletConnect (the e-mail login is configured by default); connecting declines once when asked to. */
function setup(wallet: { decline?: boolean; uri?: string; answer?: Promise<void> } = {}) {
  const runtime = {
    async connect({ onDisplayUri }) {
      if (wallet.uri) onDisplayUri?.(wallet.uri)
      await wallet.answer
      if (wallet.decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return { address, chainId: 31337 }
    },
    async reconnect() {
      return undefined
    },
    async disconnect() {},
    async switchNetwork() {},
    async getBalance() {
      return { value: 0n, decimals: 18, symbol: 'ETH' }
    },
    watchProvider: () => () => {},
  } satisfies AdapterRuntime
  const adapter: Adapter = {
    namespace: 'eip155',
    discover(discovery) {
      discovery.setConnectors([
        { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'app.phantom.solana', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ])
      return () => {}
    },
    load: async () => runtime,
  }
  const latch = createTestLatch({ adapters: [adapter], networks: [devnet], reconnectOnLoad: false })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={latch}>{children}</LatchProvider>
  )
  return { latch, wrapper }
}

function useHeadless() {
  return { ...useLatchConnectors(), ...useLatchConnect() }
}

describe('headless connect', () => {
  it('lists the connectors as the modal does and connects through one without opening the modal', async () => {
    const { latch, wrapper } = setup()
    const { result } = renderHook(useHeadless, { wrapper })
    await waitFor(() => expect(result.current.connectors.length).toBe(3))
    expect(result.current.connectors.map((c) => [c.name, c.type])).toEqual([
      ['Phantom', 'MULTI_CHAIN'],
      ['WalletConnect', 'WALLET_CONNECT'],
      ['Email', 'AUTH'],
    ])
    const phantom = result.current.connectors[0]
    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = result.current.connect({ connectorId: phantom?.id ?? '' })
    })
    expect(result.current.isPending).toBe(true)
    await act(() => pending)
    expect(result.current).toMatchObject({ status: 'connected', isPending: false, error: undefined })
    expect(latch.store.getState().connections[0]?.address).toBe(address)
    expect(latch.store.getState().modal.open).toBe(false)
  })

  it('shows the pairing URI while a remote wallet pairs, and a decline as the error', async () => {
    let answer = () => {}
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    const { latch, wrapper } = setup({ decline: true, uri, answer: new Promise((done) => (answer = done)) })
    const { result } = renderHook(useHeadless, { wrapper })
    await waitFor(() => expect(result.current.connectors.length).toBe(3))
    let attempt: Promise<unknown> = Promise.resolve()
    act(() => {
      attempt = result.current.connect({ connectorId: 'walletConnect' }).catch(() => {})
    })
    await waitFor(() => expect(result.current.uri).toBe(uri))
    expect(result.current).toMatchObject({ status: 'connecting', isPending: true })
    await act(async () => {
      answer()
      await attempt
    })
    expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)
    expect(result.current).toMatchObject({ status: 'disconnected', isPending: false, uri: undefined })
    expect(latch.store.getState().connections).toEqual([])
  })
})

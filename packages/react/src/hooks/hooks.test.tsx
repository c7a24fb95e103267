// @vitest-environment happy-dom
import { type Latch, type TokenBalance, trackEvent } from '@latch/core'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createTestLatch } from '../test/createTestLatch.js'
import { useLatchAccount } from './useLatchAccount.js'
import { useLatchEvents } from './useLatchEvents.js'
import { useLatchModal } from './useLatchModal.js'
import { useLatchModalState } from './useLatchModalState.js'
import { useLatchNetwork } from './useLatchNetwork.js'
import { useLatchTokenBalances } from './useLatchTokenBalances.js'
import { useWalletInfo } from './useWalletInfo.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function make(): Latch {
  return createTestLatch({ projectId: 'test', reconnectOnLoad: false })
}
const wrapper =
  (latch: Latch) =>
  ({ children }: { children: ReactNode }) => <LatchProvider latch={latch}>{children}</LatchProvider>

const connect = (latch: Latch, caipNetworkId: `eip155:${string}` = 'eip155:31337') =>
  latch.store.setState({
    status: 'connected',
    activeNamespace: 'eip155',
    connections: [
      { id: 'dev.latch.testwallet', namespace: 'eip155', address, caipNetworkId, type: 'ANNOUNCED' },
    ],
    connectedWalletInfo: { id: 'dev.latch.testwallet', name: 'Latch Test Wallet' },
  })

describe('hooks', () => {
  it('useLatchAccount follows the store', () => {
    const latch = make()
    const { result } = renderHook(() => useLatchAccount(), { wrapper: wrapper(latch) })
    expect(result.current).toMatchObject({ address: undefined, status: 'disconnected', isConnected: false })
    act(() => connect(latch))
    expect(result.current).toMatchObject({
      address,
      caipAddress: `eip155:31337:${address}`,
      status: 'connected',
      isConnected: true,
    })
  })

  it('useLatchNetwork reports the wallet chain, and an unconfigured one as unsupported', () => {
    const latch = make()
    const { result } = renderHook(() => useLatchNetwork(), { wrapper: wrapper(latch) })
    expect(result.current).toMatchObject({
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      isUnsupported: false,
    })
    expect(result.current.caipNetwork?.name).toBe('Latch Devnet')
    act(() => connect(latch, 'eip155:1'))
    expect(result.current).toMatchObject({
      chainId: 1,
      caipNetworkId: 'eip155:1',
      caipNetwork: undefined,
      isUnsupported: true,
    })
  })

  it('useLatchModal and useLatchModalState', () => {
    const latch = make()
    const { result } = renderHook(() => ({ modal: useLatchModal(), state: useLatchModalState() }), {
      wrapper: wrapper(latch),
    })
    expect(result.current.state).toEqual({
      open: false,
      loading: false,
      view: 'Connect',
      selectedNetworkId: 'eip155:31337',
    })
    act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.state).toMatchObject({ open: true, view: 'Networks' })
    act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)
  })

  it('useWalletInfo and useLatchEvents', () => {
    const latch = make()
    const seen: string[] = []
    const { result } = renderHook(
      () => ({ wallet: useWalletInfo(), events: useLatchEvents((e) => seen.push(e.event)) }),
      {
        wrapper: wrapper(latch),
      },
    )
    act(() => connect(latch))
    expect(result.current.wallet.walletInfo?.name).toBe('Latch Test Wallet')
    act(() => void trackEvent(latch, { event: 'SWITCH_NETWORK' }))
    expect(result.current.events.lastEvent?.event).toBe('SWITCH_NETWORK')
    expect(seen).toEqual(['SWITCH_NETWORK'])
  })
})

describe('useLatchTokenBalances', () => {
  it("gives the connected account's balances, not another account's", async () => {
    const latch = createTestLatch({ projectId: 'test', reconnectOnLoad: false })
    const usdc: TokenBalance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: '',
    }
    const { result, unmount } = renderHook(() => useLatchTokenBalances(), { wrapper: wrapper(latch) })
    expect(result.current).toMatchObject({ balances: undefined, isLoading: false })
    // Fresh in the 30 s cache, so connecting reads nothing from the server.
    await act(async () => {
      latch.store.setState({
        tokenBalances: { caipAddress: `eip155:31337:${address}`, balances: [usdc], fetchedAt: Date.now() },
      })
      connect(latch)
    })
    expect(result.current.balances).toEqual([usdc])
    expect(latch.store.getState().alerts).toEqual([])
    await act(async () => connect(latch, 'eip155:31338'))
    expect(result.current.balances).toBeUndefined()
    await act(async () => unmount())
  })
})

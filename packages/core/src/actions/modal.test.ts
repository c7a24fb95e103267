import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet, devnet } from '../test/testAdapter.js'
import type { LatchConfig } from '../types.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { shakeModal } from './shakeModal.js'

const make = (config: Partial<LatchConfig> = {}) =>
  createLatch({
    projectId: 'test',
    networks: [devnet],
    adapters: [createTestAdapter(createTestWallet())],
    storage: null,
    features: { analytics: false },
    ...config,
  })

const connectedState = {
  status: 'connected' as const,
  activeNamespace: 'eip155' as const,
  connections: [
    {
      id: 'x',
      namespace: 'eip155' as const,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:31337' as const,
      type: 'ANNOUNCED' as const,
    },
  ],
}

afterEach(() => {
  vi.useRealTimers()
})

describe('opening rule', () => {
  it('opens the requested view', () => {
    const latch = make()
    openModal(latch, { view: 'Networks' })
    expect(latch.store.getState().router.view).toBe('Networks')
    expect(latch.store.getState().modal.open).toBe(true)
  })
  it('opens Account when connected, Connect otherwise', () => {
    const latch = make()
    openModal(latch)
    expect(latch.store.getState().router.view).toBe('Connect')
    closeModal(latch)
    latch.store.setState(connectedState)
    openModal(latch)
    expect(latch.store.getState().router.view).toBe('Account')
  })
  it('with no adapters: AllWallets on mobile, ConnectingWalletConnectBasic on desktop', () => {
    openModal(make({ adapters: [], isMobile: () => true }))
    const mobile = make({ adapters: [], isMobile: () => true })
    openModal(mobile)
    expect(mobile.store.getState().router.view).toBe('AllWallets')
    const desktop = make({ adapters: [], isMobile: () => false })
    openModal(desktop)
    expect(desktop.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })
})

describe('closing', () => {
  it('closes', () => {
    const latch = make()
    openModal(latch)
    closeModal(latch)
    expect(latch.store.getState().modal.open).toBe(false)
  })
  it('in embedded mode shows Account when connected, otherwise Connect', () => {
    const latch = make({ embedded: true })
    openModal(latch, { view: 'Networks' })
    closeModal(latch)
    expect(latch.store.getState().router.view).toBe('Connect')
    latch.store.setState(connectedState)
    openModal(latch, { view: 'Networks' })
    closeModal(latch)
    expect(latch.store.getState().router.view).toBe('Account')
  })
})

describe('router', () => {
  it('keeps a history for goBack', () => {
    const latch = make()
    openModal(latch)
    navigate(latch, { view: 'AllWallets' })
    navigate(latch, { view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } })
    expect(latch.store.getState().router.data).toEqual({ connectorId: 'io.metamask' })
    expect(goBack(latch)).toBe(true)
    expect(latch.store.getState().router.view).toBe('AllWallets')
    expect(goBack(latch)).toBe(true)
    expect(goBack(latch)).toBe(false)
    expect(latch.store.getState().router.view).toBe('Connect')
  })
})

describe('shake', () => {
  it('lasts 500 ms', () => {
    vi.useFakeTimers()
    const latch = make()
    shakeModal(latch)
    expect(latch.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(latch.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(latch.store.getState().modal.shake).toBe(false)
  })
})

describe('instances', () => {
  it('never share state', () => {
    const a = make()
    const b = make()
    openModal(a)
    expect(b.store.getState().modal.open).toBe(false)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet, devnet } from '../test/testAdapter.js'
import type { LatchConfig } from '../types.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { setModalEmbedded } from './setModalEmbedded.js'
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
  it('closes the dialog, connected or not', () => {
    const latch = make()
    openModal(latch)
    closeModal(latch)
    expect(latch.store.getState().modal.open).toBe(false)
    latch.store.setState(connectedState)
    openModal(latch, { view: 'Networks' })
    closeModal(latch)
    expect(latch.store.getState().modal.open).toBe(false)
  })
  it('embedded in the page: stays open and shows Account when connected, otherwise Connect', () => {
    const latch = make()
    setModalEmbedded(latch, { embedded: true })
    expect(latch.store.getState().modal).toMatchObject({ open: true, embedded: true })
    expect(latch.store.getState().router.view).toBe('Connect')
    openModal(latch, { view: 'Networks' })
    closeModal(latch)
    expect(latch.store.getState().modal.open).toBe(true)
    expect(latch.store.getState().router.view).toBe('Connect')
    latch.store.setState(connectedState)
    openModal(latch, { view: 'Networks' })
    closeModal(latch)
    expect(latch.store.getState().modal.open).toBe(true)
    expect(latch.store.getState().router).toEqual({ view: 'Account', history: [] })
  })
  it('embedded in the page: follows a connection made or ended elsewhere', () => {
    const latch = make()
    setModalEmbedded(latch, { embedded: true })
    // A restored session arrives while the widget shows Connect.
    latch.store.setState(connectedState)
    expect(latch.store.getState().router.view).toBe('Account')
    navigate(latch, { view: 'Receive' })
    // The dApp disconnects through its own button.
    latch.store.setState({ status: 'disconnected', connections: [] })
    expect(latch.store.getState().router).toEqual({ view: 'Connect', history: [] })
    // A view that needs no connection stays when the connection ends.
    latch.store.setState(connectedState)
    navigate(latch, { view: 'Networks' })
    latch.store.setState({ status: 'disconnected', connections: [] })
    expect(latch.store.getState().router.view).toBe('Networks')
    setModalEmbedded(latch, { embedded: false })
    latch.store.setState(connectedState)
    expect(latch.store.getState().router.view).toBe('Networks')
  })
  it('back to a dialog once the embedded widget is gone: closing closes', () => {
    const latch = make()
    setModalEmbedded(latch, { embedded: true })
    setModalEmbedded(latch, { embedded: false })
    expect(latch.store.getState().modal).toMatchObject({ open: false, embedded: false })
    openModal(latch, { view: 'Networks' })
    closeModal(latch)
    expect(latch.store.getState().modal.open).toBe(false)
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

import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet, devnet, testConnector } from '../test/testAdapter.js'
import type { Connector } from '../types.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { autoConnect } from './autoConnect.js'
import { connect } from './connect.js'

const hostConnector: Connector = { id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' }

function setup() {
  const latch = createLatch({
    projectId: 'test',
    networks: [devnet],
    adapters: [createTestAdapter(createTestWallet())],
    storage: createMemoryStorage(),
    features: { analytics: false },
  })
  latch.store.setState({ connectors: [hostConnector, testConnector] })
  return latch
}

describe('autoConnect', () => {
  it('connects the hosting wallet when no wallet is connected', async () => {
    const latch = setup()
    await expect(autoConnect(latch, { connectorId: 'safe', namespace: 'eip155' })).resolves.toBe(true)
    expect(latch.store.getState().status).toBe('connected')
    expect(latch.store.getState().activeConnectorIds).toEqual({ eip155: 'safe' })
  })

  it("leaves the visitor's own wallet connected", async () => {
    const latch = setup()
    await connect(latch, { connectorId: testConnector.id })
    await expect(autoConnect(latch, { connectorId: 'safe', namespace: 'eip155' })).resolves.toBe(false)
    expect(latch.store.getState().activeConnectorIds).toEqual({ eip155: testConnector.id })
  })

  it('waits for a stored session to be restored, and connects only when nothing was', async () => {
    const latch = setup()
    latch.store.setState({ status: 'reconnecting' })
    const result = autoConnect(latch, { connectorId: 'safe', namespace: 'eip155' })
    // Still restoring: nothing is asked of the hosting wallet yet.
    await Promise.resolve()
    expect(latch.store.getState().status).toBe('reconnecting')
    latch.store.setState({ status: 'disconnected' })
    await expect(result).resolves.toBe(true)
    expect(latch.store.getState().activeConnectorIds).toEqual({ eip155: 'safe' })
  })

  it('gives up quietly when the hosting wallet is not there', async () => {
    const latch = setup()
    await expect(autoConnect(latch, { connectorId: 'missing', namespace: 'eip155' })).resolves.toBe(false)
    expect(latch.store.getState().status).toBe('disconnected')
  })
})

import { describe, expect, it } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { CallsNotSupportedError, InvalidCallError } from '../../errors/calls.js'
import { AccountNotFoundError } from '../../errors/connection.js'
import {
  createTestAdapter,
  createTestWallet,
  devnet,
  devnet2,
  testConnector,
} from '../../test/testAdapter.js'
import type { AdapterRuntime, WalletCall } from '../../types.js'
import { connect } from '../connect.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { sendCalls } from './sendCalls.js'
import { showCallsStatus } from './showCallsStatus.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function setup(runtime: Partial<AdapterRuntime> = {}) {
  const latch = createLatch({
    projectId: 'test',
    networks: [devnet, devnet2],
    adapters: [createTestAdapter(createTestWallet(), { runtime })],
    storage: null,
    features: { analytics: false },
  })
  latch.store.setState({ connectors: [testConnector] })
  await connect(latch, { connectorId: testConnector.id })
  return latch
}

describe('EIP-5792 actions', () => {
  it('refuses a call whose destination or data does not start with 0x, before the wallet sees it', async () => {
    const seen: unknown[] = []
    const latch = await setup({
      async sendCalls(parameters) {
        seen.push(parameters)
        return { id: 'x', atomic: true }
      },
    })
    const cases: [WalletCall[], number, 'to' | 'data', string][] = [
      [[{ to: to.slice(2) }], 0, 'to', 'The destination must start with 0x'],
      [[{ to }, { to, data: 'deadbeef' }], 1, 'data', 'The data must start with 0x'],
      [[{ to: '' }], 0, 'to', 'The destination must start with 0x'],
    ]
    for (const [calls, index, field, text] of cases) {
      const error = await sendCalls(latch, { calls }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidCallError)
      expect(error).toMatchObject({ index, field, shortMessage: text })
    }
    expect(seen).toEqual([])
    // Data is optional.
    expect(await sendCalls(latch, { calls: [{ to }, { to, data: '0x' }] })).toEqual({ id: 'x', atomic: true })
    expect(seen).toEqual([
      {
        connector: expect.objectContaining({ id: testConnector.id }),
        network: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        calls: [{ to }, { to, data: '0x' }],
      },
    ])
  })

  it('asks about the networks named, the account’s by default', async () => {
    const asked: string[][] = []
    const latch = await setup({
      async getCapabilities({ networks }) {
        asked.push(networks.map((n) => n.caipNetworkId))
        return Object.fromEntries(
          networks.map((n) => [n.caipNetworkId, { atomic: 'ready', paymasterService: false }]),
        )
      },
    })
    expect(await getCapabilities(latch)).toEqual({
      'eip155:31337': { atomic: 'ready', paymasterService: false },
    })
    await getCapabilities(latch, { networks: ['eip155:31337', 'eip155:31338'] })
    expect(asked).toEqual([['eip155:31337'], ['eip155:31337', 'eip155:31338']])
    await expect(getCapabilities(latch, { networks: ['eip155:1'] })).rejects.toThrow('Network not found')
  })

  it('needs a connected account, and an adapter that has the calls', async () => {
    const latch = createLatch({
      projectId: 'test',
      networks: [devnet],
      adapters: [createTestAdapter(createTestWallet())],
      storage: null,
      features: { analytics: false },
    })
    await expect(sendCalls(latch, { calls: [{ to }] })).rejects.toBeInstanceOf(AccountNotFoundError)
    const connected = await setup()
    await expect(sendCalls(connected, { calls: [{ to }] })).rejects.toBeInstanceOf(CallsNotSupportedError)
    await expect(getCapabilities(connected)).rejects.toBeInstanceOf(CallsNotSupportedError)
    await expect(getCallsStatus(connected, { id: 'x' })).rejects.toBeInstanceOf(CallsNotSupportedError)
    await expect(showCallsStatus(connected, { id: 'x' })).rejects.toBeInstanceOf(CallsNotSupportedError)
  })
})

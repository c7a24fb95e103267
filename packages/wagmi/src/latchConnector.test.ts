import {
  type Adapter,
  type AdapterRuntime,
  type CaipNetwork,
  type Connector,
  connect,
  createLatch,
  switchConnection,
} from '@latch/core'
import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { latchConnector } from './latchConnector.js'

const devnet: CaipNetwork = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const wallets: Record<string, `0x${string}`> = {
  'dev.latch.first': '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'dev.latch.second': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}
const connectors: Connector[] = Object.keys(wallets).map((id) => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
}))

/** Two in-memory browser wallets that authorise the site once connected. */
function walletsAdapter(): Adapter {
  const answer = (connector: Connector) => ({ address: wallets[connector.id] as string, chainId: 31337 })
  const runtime = {
    connect: async ({ connector }) => answer(connector),
    reconnect: async ({ connector }) => answer(connector),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    watchProvider: () => () => {},
  } satisfies AdapterRuntime
  return { namespace: 'eip155', load: async () => runtime }
}

describe('latchConnector with several wallets (features.multiWallet)', () => {
  it("emits wagmi's change with the new account when the active eip155 wallet is switched", async () => {
    const latch = createLatch({
      projectId: 'test',
      networks: [devnet],
      adapters: [walletsAdapter()],
      storage: null,
      features: { analytics: false, multiWallet: true },
    })
    latch.store.setState({ connectors })
    const config = createConfig({
      chains: [{ id: 31337, name: 'Devnet', nativeCurrency: devnet.nativeCurrency, rpcUrls: devnet.rpcUrls }],
      connectors: [latchConnector(latch)],
      transports: { 31337: http() },
    })
    const connector = config.connectors[0]
    if (!connector) throw new Error('no Latch connector')
    const changes: unknown[] = []
    connector.emitter.on('change', (data) => changes.push(data))

    await connect(latch, { connectorId: 'dev.latch.first' })
    await connect(latch, { connectorId: 'dev.latch.second' })
    await switchConnection(latch, { namespace: 'eip155', connectorId: 'dev.latch.first' })
    expect(changes).toEqual([
      expect.objectContaining({ accounts: [wallets['dev.latch.second']] }),
      expect.objectContaining({ accounts: [wallets['dev.latch.first']] }),
    ])
    expect(await connector.getAccounts()).toEqual([wallets['dev.latch.first']])
  })
})

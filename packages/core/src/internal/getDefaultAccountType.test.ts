import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet } from '../test/testAdapter.js'
import type { Adapter, CaipNetwork, ConnectionAccount, LatchConfig, NamespaceProfile } from '../types.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { eip155Profile } from '../utils/eip155Profile.js'
import { getDefaultAccountType } from './getDefaultAccountType.js'

const regtest: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
}
const payment = 'bcrt1qyfj6ayelnvdmu7px2g4447ngvq9kv3kczhf8em'
const ordinal = 'bcrt1psqj4djhm2yqddm2m74868p4fypmn8ekqxay3v7njpnv6dlttsw9sexchec'
// A wallet that lists its ordinal account first: the kind chosen must not depend on the wallet's order.
const accounts: ConnectionAccount[] = [
  { address: ordinal, type: 'ordinal' },
  { address: payment, type: 'payment' },
]
const profile: NamespaceProfile = { ...eip155Profile, label: 'Bitcoin', defaultAccountType: 'payment' }

function setup(config: Pick<LatchConfig, 'defaultAccountTypes'> = {}) {
  const wallet = createTestWallet()
  const base = createTestAdapter(wallet, {
    runtime: { connect: async () => ({ address: ordinal, chainId: regtest.id, accounts }) },
  })
  const adapter: Adapter = { ...base, namespace: 'bip122', profile }
  const latch = createLatch({
    projectId: 'test',
    networks: [regtest],
    adapters: [adapter],
    storage: createMemoryStorage(),
    features: { analytics: false },
    ...config,
  })
  latch.store.setState({
    connectors: [{ id: 'dev.latch.btc', name: 'BTC Wallet', type: 'ANNOUNCED', chain: 'bip122' }],
  })
  return latch
}

describe('default account types', () => {
  it("are the spec's by default: eip155 smartAccount, and each adapter's own", () => {
    const latch = setup()
    expect(getDefaultAccountType(latch, 'eip155')).toBe('smartAccount')
    expect(getDefaultAccountType(latch, 'bip122')).toBe('payment')
    expect(getDefaultAccountType(latch, 'unconfigured')).toBe('eoa')
  })

  it("connects on the adapter's default kind of account, wherever the wallet lists it", async () => {
    const latch = setup()
    const { address } = await connect(latch, { connectorId: 'dev.latch.btc', namespace: 'bip122' })
    expect(address).toBe(payment)
    expect(latch.store.getState().connections[0]?.address).toBe(payment)
  })

  it("connects on the dApp's defaultAccountTypes instead", async () => {
    const latch = setup({ defaultAccountTypes: { bip122: 'ordinal', eip155: 'eoa' } })
    expect(getDefaultAccountType(latch, 'eip155')).toBe('eoa')
    const { address } = await connect(latch, { connectorId: 'dev.latch.btc', namespace: 'bip122' })
    expect(address).toBe(ordinal)
  })
})

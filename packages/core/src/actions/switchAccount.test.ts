import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { AccountNotFoundError } from '../errors/connection.js'
import { devnet } from '../test/testAdapter.js'
import type { CaipNetwork } from '../types.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { switchAccount } from './switchAccount.js'

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

function connected(
  accounts = [
    { address: payment, type: 'payment' as const },
    { address: ordinal, type: 'ordinal' as const },
  ],
) {
  const latch = createLatch({
    projectId: 'test',
    networks: [regtest, devnet],
    adapters: [],
    storage: createMemoryStorage(),
    features: { analytics: false },
  })
  latch.store.setState({
    status: 'connected',
    activeNamespace: 'bip122',
    connections: [
      {
        id: 'w',
        namespace: 'bip122',
        address: payment,
        caipNetworkId: regtest.caipNetworkId,
        type: 'ANNOUNCED',
        accounts,
      },
    ],
    balance: {
      caipAddress: `${regtest.caipNetworkId}:${payment}`,
      value: '1',
      decimals: 8,
      symbol: 'BTC',
      fetchedAt: 0,
    },
  })
  return latch
}

describe('switchAccount', () => {
  it("makes the wallet's account of that kind the active one, remembers the kind and drops the other's balance", () => {
    const latch = connected()
    expect(switchAccount(latch, { type: 'ordinal' })).toEqual({ address: ordinal, type: 'ordinal' })
    const state = latch.store.getState()
    expect(state.connections[0]?.address).toBe(ordinal)
    expect(state.chosenAccounts).toEqual({ bip122: { address: ordinal, type: 'ordinal' } })
    expect(state.balance).toBeUndefined()
    switchAccount(latch, { type: 'payment' })
    expect(latch.store.getState().connections[0]?.address).toBe(payment)
  })

  it('refuses a kind the wallet did not connect', () => {
    const latch = connected([{ address: payment, type: 'payment' }])
    expect(() => switchAccount(latch, { type: 'ordinal' })).toThrow(AccountNotFoundError)
    expect(latch.store.getState().connections[0]?.address).toBe(payment)
  })

  it("makes one of a wallet's accounts of one kind the active one by its address", () => {
    const other = 'bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const latch = connected([
      { address: payment, type: 'payment' },
      { address: other, type: 'payment' },
    ])
    expect(switchAccount(latch, { address: other })).toEqual({ address: other, type: 'payment' })
    expect(latch.store.getState().connections[0]?.address).toBe(other)
    expect(() => switchAccount(latch, { address: ordinal })).toThrow(AccountNotFoundError)
    expect(latch.store.getState().connections[0]?.address).toBe(other)
  })
})

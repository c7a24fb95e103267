import { isCaipNetworkId, isValidReceiver } from '@latch/core'
import { describe, expect, it } from 'vitest'
import * as networks from './exports/networks.js'
import { polkadotAdapter } from './polkadotAdapter.js'

const { profile } = polkadotAdapter()

describe("the polkadot adapter's profile", () => {
  it('takes SS58 addresses on polkadot, of any network prefix, and no other address shape', () => {
    for (const good of [
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    ])
      expect(isValidReceiver(profile, good), good).toBe(true)
    for (const bad of [
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjM',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp0',
    ])
      expect(isValidReceiver(profile, bad), bad).toBe(false)
  })

  it('takes no Bitcoin address', () => {
    expect(isValidReceiver(profile, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
  })

  it('reads balances from the chain, since the data API serves no Polkadot network', () => {
    expect(profile?.balances.source).toBe('chain')
  })
})

describe("Polkadot's predefined network", () => {
  const all = Object.values(networks)
  it('is the relay chain: DOT, 10 decimals, as the profile lists it', () => {
    expect(all.map((n) => [n.caipNetworkId, n.nativeCurrency.symbol, n.nativeCurrency.decimals])).toEqual([
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT', 10],
    ])
    expect(profile?.networks).toEqual(all)
  })

  it('is a complete CAIP network', () => {
    for (const network of all) {
      expect(network.caipNetworkId, network.name).toBe(`polkadot:${network.id}`)
      expect(isCaipNetworkId(network.caipNetworkId), network.name).toBe(true)
      expect(network.rpcUrls.default.http[0], network.name).toMatch(/^https:\/\//)
      expect(network.blockExplorers.default.url, network.name).toMatch(/^https:\/\//)
      expect(typeof network.testnet, network.name).toBe('boolean')
    }
  })
})

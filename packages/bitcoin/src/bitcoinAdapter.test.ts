import { isCaipNetworkId, isValidReceiver } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import * as networks from './exports/networks.js'

const { profile } = bitcoinAdapter()

describe("the bip122 adapter's profile", () => {
  it('takes P2WPKH, P2TR and legacy addresses on bip122, of mainnet, testnet and regtest', () => {
    for (const good of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bcrt1qyfj6ayelnvdmu7px2g4447ngvq9kv3kczhf8em',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    ])
      expect(isValidReceiver(profile, good), good).toBe(true)
    for (const bad of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5md',
      'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1bar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '4BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    ])
      expect(isValidReceiver(profile, bad), bad).toBe(false)
  })

  it("puts a BIP-21 URI in Receive's QR code, which Bitcoin wallets' scanners open as a payment", () => {
    expect(profile?.receiveUri?.('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(
      'bitcoin:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    )
  })

  it('reads balances again at the broadcast, since Esplora counts the mempool', () => {
    expect(profile?.balances).toEqual({ source: 'dataApi', countsMempool: true })
    expect(profile?.features.send).toBe(true)
  })
})

describe("Bitcoin's predefined networks", () => {
  const all = Object.values(networks)
  it('are mainnet and testnet, of 8 decimals, the ones the profile lists', () => {
    expect(all.map((n) => [n.name, n.nativeCurrency.decimals])).toEqual([
      ['Bitcoin', 8],
      ['Bitcoin Testnet', 8],
    ])
    expect(profile?.networks).toEqual(all)
  })

  it('are complete CAIP networks', () => {
    for (const network of all) {
      expect(network.caipNetworkId, network.name).toBe(`bip122:${network.id}`)
      expect(isCaipNetworkId(network.caipNetworkId), network.name).toBe(true)
      expect(network.rpcUrls.default.http[0], network.name).toMatch(/^https:\/\//)
      expect(network.blockExplorers.default.url, network.name).toMatch(/^https:\/\//)
      expect(typeof network.testnet, network.name).toBe('boolean')
    }
  })
})

import { isCaipNetworkId, isValidReceiver, sendGasUnits } from '@latch/core'
import { describe, expect, it } from 'vitest'
import * as networks from './exports/networks.js'
import { solanaAdapter } from './solanaAdapter.js'

const { profile } = solanaAdapter()

describe("the solana adapter's profile", () => {
  it('takes base58 of 32 to 44 characters as a receiver', () => {
    expect(isValidReceiver(profile, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true)
    expect(isValidReceiver(profile, '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false)
    expect(isValidReceiver(profile, 'abc')).toBe(false)
  })

  it("counts the server's gas price as a transfer's whole fee, shown in SOL, and offers Send and the on-ramp", () => {
    expect(sendGasUnits(profile)).toBe(1n)
    expect(profile?.fee).toEqual({ gasUnits: 1n, sendsGasPrice: false, shownIn: 'coin' })
    expect(profile?.sendFailedText).toBe('sendFailedSolana')
    expect(profile?.features).toMatchObject({ send: true, onramp: true, names: false, embeddedWallet: true })
  })
})

describe("Solana's predefined networks", () => {
  const all = Object.values(networks)
  it('are mainnet, devnet and testnet, the ones the profile lists', () => {
    expect(all.map((n) => n.name)).toEqual(['Solana', 'Solana Devnet', 'Solana Testnet'])
    expect(profile?.networks).toEqual(all)
  })

  it('are complete CAIP networks', () => {
    for (const network of all) {
      expect(network.caipNetworkId, network.name).toBe(`solana:${network.id}`)
      expect(isCaipNetworkId(network.caipNetworkId), network.name).toBe(true)
      if ('deprecatedCaipNetworkId' in network)
        expect(isCaipNetworkId(network.deprecatedCaipNetworkId)).toBe(true)
      expect(network.rpcUrls.default.http[0], network.name).toMatch(/^https:\/\//)
      expect(network.blockExplorers.default.url, network.name).toMatch(/^https:\/\//)
      expect(typeof network.testnet, network.name).toBe('boolean')
    }
  })
})

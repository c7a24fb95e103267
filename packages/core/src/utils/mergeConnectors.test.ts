import { describe, expect, it } from 'vitest'
import type { Connector } from '../types.js'
import { mergeConnectors } from './mergeConnectors.js'

const connector = (
  id: string,
  name: string,
  chain: Connector['chain'],
  type: Connector['type'] = 'ANNOUNCED',
): Connector => ({
  id,
  name,
  chain,
  type,
})

describe('mergeConnectors', () => {
  it('merges connectors of the same name across namespaces into one MULTI_CHAIN entry on eip155', () => {
    const merged = mergeConnectors([
      connector('phantom-sol', 'Phantom', 'solana'),
      connector('app.phantom', 'Phantom', 'eip155'),
      connector('io.metamask', 'MetaMask', 'eip155'),
    ])
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({
      id: 'app.phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
    })
    expect(merged[0]?.connectors?.map((c) => c.chain)).toEqual(['solana', 'eip155'])
    expect(merged[1]).toMatchObject({ id: 'io.metamask', type: 'ANNOUNCED' })
  })
  it("treats 'Trust Wallet' as 'Trust'", () => {
    const merged = mergeConnectors([
      connector('trust-evm', 'Trust Wallet', 'eip155'),
      connector('trust-sol', 'Trust', 'solana'),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ name: 'Trust', type: 'MULTI_CHAIN' })
  })
  it('keeps an AUTH group AUTH, and leaves same-namespace duplicates alone', () => {
    expect(
      mergeConnectors([
        connector('ID_AUTH', 'Auth', 'eip155', 'AUTH'),
        connector('ID_AUTH', 'Auth', 'solana', 'AUTH'),
      ])[0]?.type,
    ).toBe('AUTH')
    expect(
      mergeConnectors([connector('a', 'Same', 'eip155'), connector('b', 'Same', 'eip155')]),
    ).toHaveLength(2)
  })
  it("keeps WalletConnect's connector of each namespace apart", () => {
    const merged = mergeConnectors([
      connector('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT'),
      connector('walletConnect', 'WalletConnect', 'solana', 'WALLET_CONNECT'),
    ])
    expect(merged.map((c) => [c.type, c.chain])).toEqual([
      ['WALLET_CONNECT', 'eip155'],
      ['WALLET_CONNECT', 'solana'],
    ])
  })
})

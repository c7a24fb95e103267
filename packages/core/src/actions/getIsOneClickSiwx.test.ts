import { describe, expect, it } from 'vitest'
import type { CaipNetwork, SIWXConfig } from '../types.js'
import { getIsOneClickSiwx } from './getIsOneClickSiwx.js'

const network = (caipNetworkId: CaipNetwork['caipNetworkId']): CaipNetwork => {
  const [chainNamespace, id] = caipNetworkId.split(':') as [CaipNetwork['chainNamespace'], string]
  return {
    id,
    name: caipNetworkId,
    chainNamespace,
    caipNetworkId,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }
}
const siwx = {} as SIWXConfig
const walletConnect = { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }
const eip155 = [network('eip155:1'), network('eip155:31337')] as const
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

describe('getIsOneClickSiwx (universal-provider sign-in applies only when all chains share eip155)', () => {
  it('applies with sign-in and WalletConnect configured and every network on eip155', () => {
    expect(getIsOneClickSiwx({ siwx, walletConnect, networks: eip155 })).toBe(true)
    expect(getIsOneClickSiwx({ siwx, walletConnect, networks: [network('eip155:8453')] })).toBe(true)
  })

  it('does not apply when one requested chain is of another namespace, wherever it stands', () => {
    expect(getIsOneClickSiwx({ siwx, walletConnect, networks: [...eip155, solana] })).toBe(false)
    expect(getIsOneClickSiwx({ siwx, walletConnect, networks: [solana, ...eip155] })).toBe(false)
    expect(getIsOneClickSiwx({ siwx, walletConnect, networks: [solana] })).toBe(false)
  })

  it('does not apply without sign-in or without WalletConnect', () => {
    expect(getIsOneClickSiwx({ walletConnect, networks: eip155 })).toBe(false)
    expect(getIsOneClickSiwx({ siwx, networks: eip155 })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import type { WalletAsset } from '../types.js'
import { isWalletAsset } from './isWalletAsset.js'
import { isWalletGetAssetsResponse } from './isWalletGetAssetsResponse.js'
import { walletAssetToTokenBalance } from './walletAssetToTokenBalance.js'

const native: WalletAsset = {
  address: 'native',
  balance: '0xde0b6b3a7640000', // 1 ETH
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://x/eth.svg' },
}
const usdc: WalletAsset = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0x5f5e100', // 100 USDC
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '', value: 100 },
}

describe('wallet_getAssets validation', () => {
  it('accepts assets with string address and balance, a known type and typed metadata', () => {
    expect(isWalletAsset(native)).toBe(true)
    expect(isWalletAsset(usdc)).toBe(true)
  })

  it('refuses an asset when any field has the wrong type', () => {
    const broken: unknown[] = [
      null,
      'native',
      { ...native, address: 1 },
      { ...native, balance: 1 },
      { ...native, type: 'ERC721' },
      { ...native, metadata: null },
      { ...native, metadata: { ...native.metadata, name: 1 } },
      { ...native, metadata: { ...native.metadata, symbol: undefined } },
      { ...native, metadata: { ...native.metadata, decimals: '18' } },
      { ...native, metadata: { ...native.metadata, price: '3000' } },
      { ...native, metadata: { ...native.metadata, iconUrl: null } },
    ]
    for (const asset of broken) expect(isWalletAsset(asset), JSON.stringify(asset)).toBe(false)
  })

  it('accepts an answer only when every list under every chain is valid', () => {
    expect(isWalletGetAssetsResponse({ '0x7a69': [native, usdc] })).toBe(true)
    expect(isWalletGetAssetsResponse({})).toBe(true)
    expect(isWalletGetAssetsResponse({ '0x7a69': [native, { ...usdc, type: 'NFT' }] })).toBe(false)
    expect(isWalletGetAssetsResponse({ '0x7a69': native })).toBe(false)
    expect(isWalletGetAssetsResponse([[native]])).toBe(false)
    expect(isWalletGetAssetsResponse(null)).toBe(false)
  })

  it('turns assets into token balances on the network', () => {
    expect(walletAssetToTokenBalance(native, 'eip155:31337')).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: 'https://x/eth.svg',
    })
    const token = walletAssetToTokenBalance(usdc, 'eip155:31337')
    expect(token.address).toBe('eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(token.quantity).toEqual({ decimals: '6', numeric: '100' })
    expect(token.value).toBe(100)
  })
})

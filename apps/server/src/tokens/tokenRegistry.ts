import { tokens as web3iconsTokens } from '@web3icons/common'
import { devnetAddresses, devnetChainIds } from '../chains/devnetChains.js'
import type { tokens } from './tokensTables.js'

export type TokenRow = typeof tokens.$inferInsert

/** web3icons network ids of the eip155 chains the token list covers. */
const networkChainIds: Record<string, number> = {
  ethereum: 1,
  'optimistic-ethereum': 10,
  'binance-smart-chain': 56,
  xdai: 100,
  'polygon-pos': 137,
  zksync: 324,
  base: 8453,
  'arbitrum-one': 42161,
  celo: 42220,
  avalanche: 43114,
}

/**
 * Decimals of the listed real tokens (web3icons carries addresses, not decimals), with the chains
 * where a bridged copy differs. Only tokens named here are listed: a wrong decimals value would
 * mis-state amounts by orders of magnitude.
 */
const realTokenDecimals: Record<
  string,
  { decimals: number; eip2612?: boolean; perChain?: Record<number, number> }
> = {
  usdc: { decimals: 6, eip2612: true, perChain: { 56: 18 } },
  usdt: { decimals: 6, perChain: { 56: 18 } },
  dai: { decimals: 18, eip2612: true },
  wbtc: { decimals: 8 },
  link: { decimals: 18 },
  uni: { decimals: 18, eip2612: true },
  aave: { decimals: 18, eip2612: true },
}

const native = (chainId: number): TokenRow => ({
  chainId,
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  iconId: 'eth',
  listed: true,
  eip2612: false,
  source: 'chain',
  rank: 0,
})

/** The devnet tokens on each devnet chain (same addresses on both). */
export function devnetTokenRows(): TokenRow[] {
  return devnetChainIds.flatMap((chainId) => [
    native(chainId),
    {
      chainId,
      address: devnetAddresses.usdc,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      iconId: 'usdc',
      listed: true,
      eip2612: false,
      source: 'devnet',
      rank: 1,
    },
    {
      chainId,
      address: devnetAddresses.ltk,
      name: 'Latch Token',
      symbol: 'LTK',
      decimals: 18,
      iconId: 'ltk',
      listed: true,
      eip2612: false,
      source: 'devnet',
      rank: 2,
    },
    {
      chainId,
      address: devnetAddresses.weth,
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: 18,
      iconId: 'weth',
      listed: true,
      eip2612: false,
      source: 'devnet',
      rank: 3,
    },
    {
      chainId,
      address: devnetAddresses.gld,
      name: 'Gold Token',
      symbol: 'GLD',
      decimals: 18,
      iconId: 'gld',
      listed: true,
      eip2612: false,
      source: 'devnet',
      rank: 4,
    },
  ])
}

/** Real tokens on real chains, from `@web3icons/common` (MIT) addresses. */
export function realTokenRows(): TokenRow[] {
  const rows: TokenRow[] = []
  for (const chainId of new Set(Object.values(networkChainIds))) {
    // Native coins of real chains come from viem/chains at runtime; ETH-native chains get the row here.
    if ([1, 10, 324, 8453, 42161].includes(chainId)) rows.push(native(chainId))
  }
  for (const token of web3iconsTokens) {
    const known = realTokenDecimals[token.symbol]
    if (!known || !token.addresses) continue
    for (const [network, address] of Object.entries(token.addresses)) {
      const chainId = networkChainIds[network]
      if (!chainId || typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) continue
      rows.push({
        chainId,
        address: address.toLowerCase(),
        name: token.name,
        symbol: token.symbol.toUpperCase(),
        decimals: known.perChain?.[chainId] ?? known.decimals,
        iconId: token.symbol,
        listed: true,
        eip2612: (known.eip2612 ?? false) && chainId === 1,
        source: 'web3icons',
        rank: token.marketCapRank ?? 1_000_000,
      })
    }
  }
  return rows
}

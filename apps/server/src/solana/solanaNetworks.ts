import { createUpstreamPool, type UpstreamPool } from '../rpc/createUpstreamPool.js'
import type { UpstreamConfig } from '../upstreams/upstreamEndpoint.js'

/** SPL token program: every token account and mint the server reads belongs to it. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** USDC's mint on Solana mainnet, where the devnet's local validator places its USDC too. */
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
/** Wrapped SOL's mint: where token lists name SOL itself. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112'

/** The local validator of `@latch/devnet` (its fixed genesis hash), and the public clusters. */
export const solanaDevnetReference = '5fKwQmBxy379hbnn7RgQwjCcLqkqayhm'
const mainnetReference = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const devnetReference = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const testnetReference = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

/** Pyth's sponsored PriceUpdateV2 accounts on mainnet (the local validator publishes at the same addresses). */
export const pythFeeds = {
  SOL: '7UVimffxr9ow1uXYxsr4LHAcV58mLzhmwaeKvJ1pjLiE',
  USDC: 'Dpw1EAVrSB1ibxiDQyTAW6Zip3J4Btk2x4SgApQCeFbX',
  USDT: 'HT2PLQBcG5EiCcNSaMHAjSgd9F98ecpATbk4Sk5oYuM',
} as const

/** A token the server lists on a Solana network: `native` for SOL, else the mint. */
export type SolanaToken = {
  address: string
  name: string
  symbol: string
  decimals: number
  iconId: string
  /** The Pyth PriceUpdateV2 account that prices it, when the network has one. */
  priceFeed?: string | undefined
}

export type SolanaNetworkConfig = {
  /** CAIP-2 id, `solana:<first 32 characters of the genesis hash>`. */
  caipNetworkId: string
  name?: string | undefined
  /** The network's JSON-RPC URLs, each alone or with the headers sent with its requests (a provider's key). */
  rpcUrls: UpstreamConfig[]
  /** Tokens listed and priced; defaults known for the public clusters and the devnet's validator. */
  tokens?: SolanaToken[] | undefined
  rpcTimeoutMs?: number | undefined
}

export type SolanaNetworkEntry = {
  caip: `solana:${string}`
  reference: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpc: UpstreamPool
  tokens: SolanaToken[]
}

export type SolanaNetworkRegistry = {
  list(): SolanaNetworkEntry[]
  get(caip: string): SolanaNetworkEntry | undefined
}

const sol: SolanaToken = {
  address: 'native',
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
  iconId: 'sol',
  priceFeed: pythFeeds.SOL,
}
const usdc: SolanaToken = {
  address: USDC_MINT,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  iconId: 'usdc',
  priceFeed: pythFeeds.USDC,
}
const usdt: SolanaToken = {
  address: USDT_MINT,
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
  iconId: 'usdt',
  priceFeed: pythFeeds.USDT,
}

const known: Record<string, { name: string; tokens: SolanaToken[] }> = {
  [mainnetReference]: { name: 'Solana', tokens: [sol, usdc, usdt] },
  // Pyth's sponsored feeds live on mainnet only: devnet and testnet tokens are listed without a price.
  [devnetReference]: { name: 'Solana Devnet', tokens: [{ ...sol, priceFeed: undefined }] },
  [testnetReference]: { name: 'Solana Testnet', tokens: [{ ...sol, priceFeed: undefined }] },
  [solanaDevnetReference]: { name: 'Solana Local', tokens: [sol, usdc] },
}

/**
 * The Solana networks the server serves, each with its RPC upstream pool and its token list.
 *
 * @example
 * const solana = createSolanaNetworkRegistry([{ caipNetworkId: 'solana:5fKw…', rpcUrls: ['http://127.0.0.1:8899'] }])
 */
export function createSolanaNetworkRegistry(configs: readonly SolanaNetworkConfig[]): SolanaNetworkRegistry {
  const entries = new Map<string, SolanaNetworkEntry>()
  for (const config of configs) {
    const reference = config.caipNetworkId.slice('solana:'.length)
    const preset = known[reference]
    entries.set(config.caipNetworkId, {
      caip: config.caipNetworkId as `solana:${string}`,
      reference,
      name: config.name ?? preset?.name ?? `Solana ${reference.slice(0, 8)}`,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpc: createUpstreamPool({ urls: config.rpcUrls, timeoutMs: config.rpcTimeoutMs }),
      tokens: config.tokens ?? preset?.tokens ?? [{ ...sol, priceFeed: undefined }],
    })
  }
  return { list: () => [...entries.values()], get: (caip) => entries.get(caip) }
}

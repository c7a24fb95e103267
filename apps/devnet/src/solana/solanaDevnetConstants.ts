import { type SolanaDevnetAccount, solanaDevnetAccounts } from './solanaAccounts.js'

/**
 * The local validator's genesis hash (fixed, so its CAIP-2 id is the same on every start): the SHA-256 of
 * "Latch Solana devnet" in base58.
 */
export const solanaDevnetGenesisHash = '5fKwQmBxy379hbnn7RgQwjCcLqkqayhmK8An6T6dstbG'
/** CAIP-2 id of the local validator: `solana:` and the first 32 characters of its genesis hash. */
export const solanaDevnetCaipNetworkId = `solana:${solanaDevnetGenesisHash.slice(0, 32)}` as const

/** USDC's mainnet mint address: the local validator places a USDC mint there, with a local authority. */
export const solanaDevnetUsdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
export const solanaDevnetUsdcDecimals = 6
/** Account #0 is USDC's mint and freeze authority on the local validator. */
export const solanaDevnetMintAuthority = solanaDevnetAccounts[0] as SolanaDevnetAccount

/** What every test account holds at start. */
export const solanaDevnetGrant = { sol: 1_000, usdc: 1_000_000 } as const

/** Lamports per signature, as on mainnet. */
export const solanaLamportsPerSignature = 5_000n

/** Solana's built-in programs the validator knows by address. */
export const solanaProgramAddresses = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  /** Pyth's push-oracle program (owner of the sponsored price-feed addresses) and its receiver program. */
  pythPushOracle: 'pythWSnswVUd12oZpeFP8e9CVaEqJg25g1Vtc2biRsT',
  pythReceiver: 'rec5EKMGg6MxZYaMdyBfgwp4d5rB9T1VQH5pJv5LtFJ',
} as const

export type SolanaPriceFeed = {
  symbol: string
  /** Pyth feed id (hex). */
  feedId: string
  /** The sponsored PriceUpdateV2 account on mainnet (shard 0), where the local validator places it too. */
  account: string
  /** USD price the local validator publishes at start. */
  price: number
}

/**
 * Pyth price feeds the local validator publishes at their mainnet addresses, so the server prices SOL and
 * USDC the way it would on mainnet: by reading the oracle accounts from the chain.
 */
export const solanaDevnetPriceFeeds: readonly SolanaPriceFeed[] = [
  {
    symbol: 'SOL',
    feedId: 'ef0d8b6fda2ceba41da15d4095d1da392a0d2f8ed0c6c7bc0f4cfac8c280b56d',
    account: '7UVimffxr9ow1uXYxsr4LHAcV58mLzhmwaeKvJ1pjLiE',
    price: 150,
  },
  {
    symbol: 'USDC',
    feedId: 'eaa020c61cc479712813461ce153894a96a6c00b21ed0cfc2798d1f9a9e9c94a',
    account: 'Dpw1EAVrSB1ibxiDQyTAW6Zip3J4Btk2x4SgApQCeFbX',
    price: 1,
  },
]

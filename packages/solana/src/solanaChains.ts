import type { CaipNetwork } from '@latch/core'

/** Genesis-hash references (CAIP-2) of the public Solana clusters. */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const SOLANA_TESTNET_REFERENCE = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

/**
 * The Wallet Standard chain of a network (`solana:mainnet`, `solana:devnet`, `solana:testnet`); any other
 * Solana network is a local one (`solana:localnet`), as wallets name it.
 *
 * @example
 * toWalletStandardChain(solanaDevnet) // 'solana:devnet'
 */
export function toWalletStandardChain(network: Pick<CaipNetwork, 'id'>): `solana:${string}` {
  switch (String(network.id)) {
    case SOLANA_MAINNET_REFERENCE:
      return 'solana:mainnet'
    case SOLANA_DEVNET_REFERENCE:
      return 'solana:devnet'
    case SOLANA_TESTNET_REFERENCE:
      return 'solana:testnet'
    default:
      return 'solana:localnet'
  }
}

import type { Wallet } from '@wallet-standard/base'

/**
 * A Wallet Standard wallet that can serve as a Solana connector: it connects (`standard:connect`), lists a
 * Solana chain and can sign a transaction (`solana:signTransaction` or `solana:signAndSendTransaction`).
 *
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features as Record<string, unknown>
  return (
    'standard:connect' in features &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    ('solana:signTransaction' in features || 'solana:signAndSendTransaction' in features)
  )
}

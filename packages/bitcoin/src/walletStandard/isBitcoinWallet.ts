import type { Wallet } from '@wallet-standard/base'

/**
 * A Wallet Standard wallet that can serve as a Bitcoin connector: it connects (`bitcoin:connect`), lists a
 * Bitcoin chain and signs PSBTs (`bitcoin:signTransaction`), the features of the Bitcoin extension
 * (ExodusMovement/bitcoin-wallet-standard).
 *
 * @example
 * getWallets().get().filter(isBitcoinWallet)
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  const features = wallet.features as Record<string, unknown>
  return (
    'bitcoin:connect' in features &&
    'bitcoin:signTransaction' in features &&
    wallet.chains.some((chain) => chain.startsWith('bitcoin:'))
  )
}

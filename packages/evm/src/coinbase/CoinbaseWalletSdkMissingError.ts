import { PeerDependencyMissingError } from '../PeerDependencyMissingError.js'

/**
 * `coinbaseWallet()` is configured but the app has not installed `@coinbase/wallet-sdk`, the optional peer
 * dependency of @latch/evm that only the Coinbase connector needs.
 *
 * @example
 * if (error instanceof CoinbaseWalletSdkMissingError) console.error(error.shortMessage)
 */
export class CoinbaseWalletSdkMissingError extends PeerDependencyMissingError {
  override name = 'CoinbaseWalletSdkMissingError'
  constructor(cause?: unknown) {
    super('@coinbase/wallet-sdk', 'The Coinbase connector', cause)
  }
}

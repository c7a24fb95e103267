import { PeerDependencyMissingError } from '../PeerDependencyMissingError.js'

/**
 * `walletConnect` is configured but the app has not installed `@walletconnect/universal-provider`, the
 * optional peer dependency of @latch/evm that only WalletConnect needs.
 *
 * @example
 * if (error instanceof WalletConnectProviderMissingError) console.error(error.shortMessage)
 */
export class WalletConnectProviderMissingError extends PeerDependencyMissingError {
  override name = 'WalletConnectProviderMissingError'
  constructor(cause?: unknown) {
    super('@walletconnect/universal-provider', 'WalletConnect', cause)
  }
}

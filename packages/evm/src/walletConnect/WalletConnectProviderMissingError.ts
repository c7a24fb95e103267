import { BaseError } from '@latch/core'

/**
 * `walletConnect` is configured but the app has not installed `@walletconnect/universal-provider`, the
 * optional peer dependency of @latch/evm that only WalletConnect needs.
 *
 * @example
 * if (error instanceof WalletConnectProviderMissingError) console.error(error.shortMessage)
 */
export class WalletConnectProviderMissingError extends BaseError {
  override name = 'WalletConnectProviderMissingError'
  constructor(cause?: unknown) {
    super('WalletConnect needs the package @walletconnect/universal-provider, which is not installed.', {
      cause,
      metaMessages: ['Install it beside @latch/evm: npm install @walletconnect/universal-provider'],
    })
  }
}

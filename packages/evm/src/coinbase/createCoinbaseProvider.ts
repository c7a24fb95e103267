import type { ProviderInterface } from '@coinbase/wallet-sdk'
import type { AdapterContext, Eip1193Provider } from '@latch/core'
import { CoinbaseWalletSdkMissingError } from './CoinbaseWalletSdkMissingError.js'
import type { CoinbaseWalletParameters } from './coinbaseWallet.js'

/**
 * The SDK is an optional peer dependency: imported as a module object, so a bundler that stands in an empty
 * module for a missing optional peer builds, and the app learns what to install when Coinbase is chosen.
 */
async function loadSdk() {
  const sdk = await import('@coinbase/wallet-sdk').catch((error: unknown) => {
    throw new CoinbaseWalletSdkMissingError(error)
  })
  if (!('createCoinbaseWalletSDK' in sdk) || !sdk.createCoinbaseWalletSDK)
    throw new CoinbaseWalletSdkMissingError()
  return sdk.createCoinbaseWalletSDK
}

/**
 * Ends the connection of the Coinbase connector: the SDK's own provider forgets its session (and its signer)
 * in disconnect(); an extension's provider may have none, and is asked to revoke the site's permission like
 * any browser wallet.
 *
 * @example
 * await endCoinbaseSession(await load())
 */
export async function endCoinbaseSession(
  // Typed as the SDK's provider, but the extension's own object may lack disconnect().
  provider: Pick<Eip1193Provider, 'request'> & { disconnect?: () => Promise<void> },
): Promise<void> {
  if (typeof provider.disconnect === 'function') await provider.disconnect()
  else await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
}

/**
 * Creates the Coinbase provider of one instance (this module, and the SDK with it, loads only when Coinbase is
 * chosen or its session is restored). With the extension on the page (`window.coinbaseWalletExtension`) the SDK
 * hands back the extension's own provider; otherwise its provider opens the Smart Wallet's popup
 * (keys.coinbase.com, passkeys) on `eth_requestAccounts`, which with `preference: 'all'` also offers the
 * mobile app. The SDK keeps its session in localStorage and restores it on the next load.
 *
 * @example
 * const provider = await createCoinbaseProvider(latch.config, { preference: 'all' })
 */
export async function createCoinbaseProvider(
  config: AdapterContext['config'],
  parameters: CoinbaseWalletParameters,
): Promise<ProviderInterface> {
  const createCoinbaseWalletSDK = await loadSdk()
  const metadata = config.metadata
  return createCoinbaseWalletSDK({
    appName:
      parameters.appName ??
      metadata?.name ??
      (typeof document === 'undefined' ? 'Latch' : document.title || location.host),
    appLogoUrl: parameters.appLogoUrl ?? metadata?.icons[0] ?? null,
    appChainIds: config.networks.filter((n) => n.chainNamespace === 'eip155').map((n) => Number(n.id)),
    preference: { options: parameters.preference ?? 'all' },
  }).getProvider()
}

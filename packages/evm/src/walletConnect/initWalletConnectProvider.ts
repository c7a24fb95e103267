import type { AdapterContext, WalletConnectConfig } from '@latch/core'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import { WalletConnectProviderMissingError } from './WalletConnectProviderMissingError.js'

export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>

/**
 * The SDK is an optional peer dependency: imported as a module object, so a bundler that stands in an empty
 * module for a missing optional peer (Vite does) builds, and the app learns what to install when it connects.
 */
async function loadUniversalProvider(): Promise<typeof UniversalProvider> {
  const sdk = await import('@walletconnect/universal-provider').catch((error: unknown) => {
    throw new WalletConnectProviderMissingError(error)
  })
  if (!('UniversalProvider' in sdk) || !sdk.UniversalProvider) throw new WalletConnectProviderMissingError()
  return sdk.UniversalProvider
}

/**
 * Creates the WalletConnect provider of one instance (this module, and the SDK with it, is loaded only when
 * remote pairing is used). A stored session is restored by the SDK from the instance's storage prefix.
 * Telemetry and provider pings stay off, and reads go to the configured networks' own RPC URLs.
 *
 * @example
 * const provider = await initWalletConnectProvider(latch.config, { projectId, relayUrl })
 */
export async function initWalletConnectProvider(
  config: AdapterContext['config'],
  walletConnect: WalletConnectConfig,
): Promise<WalletConnectProvider> {
  const metadata = config.metadata ?? {
    name: typeof document === 'undefined' ? 'Latch' : document.title || location.host,
    description: '',
    url: typeof location === 'undefined' ? 'http://localhost' : location.origin,
    icons: [],
  }
  const UniversalProvider = await loadUniversalProvider()
  return UniversalProvider.init({
    projectId: walletConnect.projectId,
    ...(walletConnect.relayUrl ? { relayUrl: walletConnect.relayUrl } : {}),
    metadata: { ...metadata, icons: [...metadata.icons] },
    telemetryEnabled: false,
    disableProviderPing: true,
    // One prefix per instance: two instances on a page (or in a process) never share a session.
    customStoragePrefix: `latch:${config.storageKey ?? config.projectId}`,
    logger: 'error',
  })
}

import type { AdapterContext, WalletConnectConfig } from '@latch/core'
import { UniversalProvider } from '@walletconnect/universal-provider'

export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>

/**
 * Creates the WalletConnect provider of one instance (this module, and the SDK with it, is loaded only when
 * remote pairing is used). A stored session is restored by the SDK from the instance's storage prefix.
 * Telemetry and provider pings stay off, and reads go to the configured networks' own RPC URLs.
 *
 * @example
 * const provider = await initWalletConnectProvider(latch.config, { projectId, relayUrl })
 */
export function initWalletConnectProvider(
  config: AdapterContext['config'],
  walletConnect: WalletConnectConfig,
): Promise<WalletConnectProvider> {
  const metadata = config.metadata ?? {
    name: typeof document === 'undefined' ? 'Latch' : document.title || location.host,
    description: '',
    url: typeof location === 'undefined' ? 'http://localhost' : location.origin,
    icons: [],
  }
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

import {
  type AdapterContext,
  CONNECTOR_IDS,
  type Connector,
  provideWalletConnectSession,
  type WalletConnectConfig,
} from '@latch/core'
import { createLazyConnector } from '../createLazyConnector.js'
import type { WalletConnectProvider } from './initWalletConnectProvider.js'
import type { WalletConnectReturnType } from './walletConnect.js'

/** The connector of remote pairing and the WalletConnect provider behind it, one per Latch instance. */
export type WalletConnectLink = {
  /** id 'walletConnect', type WALLET_CONNECT; its provider forwards to the WalletConnect provider. */
  connector: Connector
  /** Loads the WalletConnect SDK and creates (or restores) the provider, once per instance. */
  load(): Promise<WalletConnectProvider>
}

/** Events of the WalletConnect provider that the connector's provider passes on. */
const FORWARDED_EVENTS = [
  'accountsChanged',
  'chainChanged',
  'disconnect',
  'connect',
  'session_delete',
] as const

/**
 * The instance's WalletConnect connector and provider, or undefined when `walletConnect` is not configured or
 * the adapter was not given `walletConnect()` (from `@latch/evm/walletconnect`). Nothing is loaded here: the
 * SDK arrives with `import()` on the first `load()` or request.
 *
 * @example
 * const link = getWalletConnectLink({ config: latch.config }, walletConnect())
 * const provider = await link?.load()
 */
export function getWalletConnectLink(
  context: AdapterContext,
  pairing: WalletConnectReturnType | undefined,
): WalletConnectLink | undefined {
  const walletConnect: WalletConnectConfig | undefined = context.config.walletConnect
  if (!walletConnect || !pairing) return undefined
  // One per instance, provided to the other adapters: their namespaces sign through the same session.
  return provideWalletConnectSession(context, 'eip155', () =>
    createLazyConnector(
      { id: CONNECTOR_IDS.walletConnect, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      () => pairing(context.config, walletConnect),
      FORWARDED_EVENTS,
    ),
  )
}

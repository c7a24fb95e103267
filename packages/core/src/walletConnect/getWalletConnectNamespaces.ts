import type { AdapterContext } from '../types/adapter.js'
import type { WalletConnectNamespace } from '../types/walletConnect.js'
import { walletConnectSessionService } from './walletConnectSessionService.js'

/**
 * The namespaces the other adapters declared on the instance's WalletConnect session: what the pairing adapter
 * asks for beside its own.
 *
 * @example
 * for (const { namespace, methods, events } of getWalletConnectNamespaces(context)) propose(namespace, methods, events)
 */
export function getWalletConnectNamespaces(context: AdapterContext): readonly WalletConnectNamespace[] {
  return [...walletConnectSessionService(context).namespaces.values()]
}

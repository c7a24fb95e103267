import type { AdapterContext } from '../types/adapter.js'
import type { WalletConnectNamespace } from '../types/walletConnect.js'
import { walletConnectSessionService } from './walletConnectSessionService.js'

/**
 * Declares that a namespace rides on the instance's WalletConnect session, so each pairing asks the wallet
 * for it (its methods and events) beside the pairing adapter's own. Called by the namespace's adapter as it
 * starts; returns whether WalletConnect is configured (if not, nothing is declared).
 *
 * @example
 * const walletConnect = joinWalletConnectSession(discovery, bitcoinWalletConnect) ? [connector] : []
 */
export function joinWalletConnectSession(
  context: AdapterContext,
  declaration: WalletConnectNamespace,
): boolean {
  if (!context.config.walletConnect) return false
  walletConnectSessionService(context).namespaces.set(declaration.namespace, declaration)
  return true
}

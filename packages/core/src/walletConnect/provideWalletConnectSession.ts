import type { AdapterContext } from '../types/adapter.js'
import type { WalletConnectSession } from '../types/walletConnect.js'
import { walletConnectSessionService } from './walletConnectSessionService.js'

/**
 * Provides the instance's WalletConnect session, created by `create` on first use: called by the adapter that
 * pairs (its namespace `pairedBy`), which gets back its own session each time.
 *
 * @example
 * const link = provideWalletConnectSession(context, 'eip155', () => createLink(context))
 */
export function provideWalletConnectSession<T extends WalletConnectSession>(
  context: AdapterContext,
  pairedBy: string,
  create: () => T,
): T {
  const service = walletConnectSessionService(context)
  if (service.session && service.pairedBy !== pairedBy)
    throw new Error(`The WalletConnect session is paired by the ${service.pairedBy} adapter already.`)
  if (!service.session) {
    service.session = create()
    service.pairedBy = pairedBy
  }
  // Only the adapter of `pairedBy` creates the session, so what it gets back is what it created.
  return service.session as T
}

import { ProviderNotFoundError } from '../errors/connection.js'
import type { AdapterContext } from '../types/adapter.js'
import type { WalletConnectNamespace, WalletConnectSession } from '../types/walletConnect.js'
import { walletConnectSessionService } from './walletConnectSessionService.js'

/**
 * The instance's WalletConnect session, for an adapter whose namespace rides on it. Throws
 * `ProviderNotFoundError` when nothing pairs it: `walletConnect` is not configured, or the adapter the
 * namespace declared as pairing it (`pairedBy`) is not among the instance's adapters.
 *
 * @example
 * const provider = await getWalletConnectSession(context, bitcoinWalletConnect).load()
 */
export function getWalletConnectSession(
  context: AdapterContext,
  declaration: WalletConnectNamespace,
): WalletConnectSession {
  const { session, pairedBy } = walletConnectSessionService(context)
  if (!session || pairedBy !== declaration.pairedBy)
    throw new ProviderNotFoundError({
      details: `${declaration.name} over WalletConnect needs \`walletConnect\` in the config and the ${declaration.pairedBy} adapter.`,
    })
  return session
}

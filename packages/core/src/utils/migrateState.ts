import { DEFAULT_CAIP_NETWORK_ID } from '../constants.js'
import type { PersistedState } from '../types.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

/**
 * Brings a stored state of an older version to the current shape. Version 0 stored a numeric `chainId`,
 * a `walletId` and a single `connectorId`; version 1 stores CAIP ids and connector ids per namespace.
 *
 * @example
 * migrateState({ chainId: 31337, connectorId: 'io.metamask', walletId: 'io.metamask' }, 0)
 */
export function migrateState(persisted: unknown, version: number): Partial<PersistedState> {
  const state = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>
  if (version === 0) {
    const chainId = state.chainId
    const caipNetworkId = chainId !== undefined ? `eip155:${String(chainId)}` : DEFAULT_CAIP_NETWORK_ID
    const connectorId = typeof state.connectorId === 'string' ? state.connectorId : undefined
    const walletId = typeof state.walletId === 'string' ? state.walletId : undefined
    return {
      activeCaipNetworkId: isCaipNetworkId(caipNetworkId) ? caipNetworkId : DEFAULT_CAIP_NETWORK_ID,
      activeConnectorIds: connectorId ? { eip155: connectorId } : {},
      activeNamespace: connectorId ? 'eip155' : undefined,
      connectedNamespaces: connectorId ? ['eip155'] : [],
      connectedWalletInfo: walletId
        ? { id: walletId, name: String(state.walletName ?? walletId) }
        : undefined,
      recentWallets: Array.isArray(state.recentWallets) ? state.recentWallets : [],
      lastUsedChainId: typeof chainId === 'number' || typeof chainId === 'string' ? chainId : undefined,
    }
  }
  return state as Partial<PersistedState>
}

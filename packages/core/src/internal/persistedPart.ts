import type { LatchState, PersistedState } from '../types.js'
import { getSessionAccount } from './getSessionAccount.js'

/** What an instance stores of its state: the session, never what the page's life alone holds. */
export function persistedPart(state: LatchState): PersistedState {
  return {
    activeCaipNetworkId: state.activeCaipNetworkId,
    activeConnectorIds: state.activeConnectorIds,
    activeNamespace: state.activeNamespace,
    connectedNamespaces: state.connectedNamespaces,
    connectedWalletInfo: state.connectedWalletInfo,
    recentWallets: state.recentWallets,
    lastUsedChainId: state.lastUsedChainId,
    embeddedWallet: state.embeddedWallet,
    sessionAccount: getSessionAccount(state),
    chosenAccounts: state.chosenAccounts,
    inactiveConnections: state.inactiveConnections,
  }
}

import type { LatchConfig, LatchState, PersistedState } from '../types.js'
import { isCaipAddress } from '../utils/isCaipAddress.js'
import { isCaipNetworkId } from '../utils/isCaipNetworkId.js'
import { emptyEmbeddedWallet } from './emptyEmbeddedWallet.js'
import { findNetwork } from './findNetwork.js'

/**
 * A stored session (from storage, or from the request on a server) over the instance's state. What no longer
 * fits the configuration falls back to the default: a network that is no longer configured, a malformed
 * account.
 */
export function mergeStoredState(
  persisted: Partial<PersistedState> | undefined,
  current: LatchState,
  config: Pick<LatchConfig, 'networks'>,
): LatchState {
  const stored = persisted ?? {}
  const known = findNetwork(config.networks, stored.activeCaipNetworkId) !== undefined
  return {
    ...current,
    ...stored,
    activeCaipNetworkId:
      known && isCaipNetworkId(stored.activeCaipNetworkId)
        ? stored.activeCaipNetworkId
        : current.activeCaipNetworkId,
    activeConnectorIds: stored.activeConnectorIds ?? {},
    connectedNamespaces: stored.connectedNamespaces ?? [],
    recentWallets: stored.recentWallets ?? [],
    embeddedWallet: { ...emptyEmbeddedWallet, ...stored.embeddedWallet },
    sessionAccount: isCaipAddress(stored.sessionAccount) ? stored.sessionAccount : undefined,
    inactiveConnections: (stored.inactiveConnections ?? []).filter(
      (c) =>
        typeof c?.id === 'string' &&
        typeof c.namespace === 'string' &&
        typeof c.address === 'string' &&
        isCaipNetworkId(c.caipNetworkId),
    ),
    chosenAccounts: Object.fromEntries(
      Object.entries(stored.chosenAccounts ?? {}).filter(
        ([, account]) => typeof account?.address === 'string' && typeof account.type === 'string',
      ),
    ),
  }
}

import type { AdapterRuntime, Connector } from '@latch/core'
import { walletErrorCode } from '../walletErrorCode.js'
import { checksum, parseChainId } from './walletProvider.js'

type Handlers = Parameters<AdapterRuntime['watchProvider']>[1]
type Listener = (...args: never[]) => void

/**
 * Follows the wallet's `accountsChanged`, `chainChanged` and `disconnect` events; returns the function that
 * stops following them.
 *
 * @example
 * const stop = watchProvider(connector, { onAccountsChanged, onChainChanged, onDisconnect })
 */
export function watchProvider(connector: Connector, handlers: Handlers): () => void {
  const provider = connector.provider
  if (!provider?.on) return () => {}
  const onAccountsChanged = (accounts: unknown) => handlers.onAccountsChanged(checksum(accounts))
  const onChainChanged = (chainId: unknown) => {
    try {
      handlers.onChainChanged(parseChainId(chainId))
    } catch {
      // A malformed chain id from the wallet is ignored.
    }
  }
  const onDisconnect = (error: unknown) => {
    // 1013 means the wallet is reconnecting to its own backend, not that the visitor disconnected.
    if (walletErrorCode(error) === 1013) return
    handlers.onDisconnect()
  }
  provider.on('accountsChanged', onAccountsChanged as Listener)
  provider.on('chainChanged', onChainChanged as Listener)
  provider.on('disconnect', onDisconnect as Listener)
  return () => {
    provider.removeListener?.('accountsChanged', onAccountsChanged as Listener)
    provider.removeListener?.('chainChanged', onChainChanged as Listener)
    provider.removeListener?.('disconnect', onDisconnect as Listener)
  }
}

import type { AdapterRuntime, Connector } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import { pickAccount } from './solanaConnection.js'
import { featureOf, type SolanaRuntimeContext } from './solanaRuntimeContext.js'

type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
}

/**
 * Follows the connector's account changes: a Wallet Standard wallet's `change` event, or the embedded wallet's
 * frame ending its session. The WalletConnect session's changes are the eip155 adapter's to follow.
 *
 * @example
 * const stop = watchSolanaWallet(runtime, connector, handlers)
 */
export function watchSolanaWallet(
  runtime: SolanaRuntimeContext,
  connector: Connector,
  handlers: Parameters<AdapterRuntime['watchProvider']>[1],
): () => void {
  if (connector.type === 'WALLET_CONNECT') return () => {}
  if (connector.type === 'AUTH') {
    // The frame says [] when its session ends (signed out, expired): the Solana side goes with it.
    const provider = connector.provider
    const listener = (accounts: readonly string[]) => {
      if (accounts.length === 0) handlers.onAccountsChanged([])
    }
    provider?.on?.('accountsChanged', listener)
    return () => provider?.removeListener?.('accountsChanged', listener)
  }
  const { registry } = runtime
  const entry = registry.get(connector.id)
  const events = entry?.wallet ? featureOf<EventsFeature>(entry.wallet, 'standard:events') : undefined
  if (!events || !entry?.wallet) return () => {}
  const wallet = entry.wallet
  return events.on('change', ({ accounts }) => {
    if (!accounts) return
    const current = registry.get(connector.id)
    const network = current?.network ?? runtime.firstNetwork()
    const account = network ? pickAccount(accounts, network) : accounts[0]
    registry.set(connector.id, { wallet, account, network })
    handlers.onAccountsChanged(account ? [account.address] : [])
  })
}

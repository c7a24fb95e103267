import type { AdapterRuntime, Connector } from '@latch/core'
import type { InjectedAccount } from '../injected/injectedWeb3.js'
import { accountsOn, connectionAccounts } from './polkadotAccounts.js'
import type { PolkadotRuntimeContext } from './polkadotRuntimeContext.js'

/**
 * Follows the extension's accounts: the connected one kept while offered, else the first; reported only when
 * the account or the list changed.
 *
 * @example
 * const stop = watchPolkadotAccounts(runtime, connector, handlers)
 */
export function watchPolkadotAccounts(
  runtime: PolkadotRuntimeContext,
  connector: Connector,
  handlers: Parameters<AdapterRuntime['watchProvider']>[1],
): () => void {
  const { registry } = runtime
  const extension = registry.get(connector.id)?.extension
  if (!extension) return () => {}
  return extension.accounts.subscribe((accounts) => {
    const current = registry.get(connector.id)
    if (!current?.extension) return
    const network = current.network ?? runtime.firstNetwork()
    const usable = network ? accountsOn(accounts, network) : accounts
    const kept = usable.find((a) => a.address === current.account?.address)
    const account = kept ?? usable[0]
    const same = (a: readonly InjectedAccount[] = []) => a.map((x) => x.address).join()
    if (account?.address === current.account?.address && same(usable) === same(current.accounts)) return
    registry.set(connector.id, { ...current, account, accounts: usable })
    handlers.onAccountsChanged(account ? [account.address] : [], connectionAccounts(usable))
  })
}

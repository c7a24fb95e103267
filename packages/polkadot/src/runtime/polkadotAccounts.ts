import type { CaipNetwork, ConnectionAccount } from '@latch/core'
import type { InjectedAccount } from '../injected/injectedWeb3.js'

/** The accounts the extension offers for the network (those without a chain, or on this chain's genesis). */
export function accountsOn(accounts: readonly InjectedAccount[], network: CaipNetwork): InjectedAccount[] {
  return accounts.filter(
    (account) =>
      account.type !== 'ethereum' &&
      (!account.genesisHash || account.genesisHash.replace(/^0x/, '').startsWith(String(network.id))),
  )
}

/** A wallet's accounts as the connection lists them, when there is a choice (more than one). */
export function connectionAccounts(accounts: readonly InjectedAccount[]): ConnectionAccount[] | undefined {
  if (accounts.length < 2) return undefined
  return accounts.map((account) => ({
    address: account.address,
    type: 'eoa',
    ...(account.name ? { name: account.name } : {}),
  }))
}

import { AccountNotFoundError } from '../errors/connection.js'
import type { ConnectionAccount, Latch } from '../types.js'

/** The account of that kind (Bitcoin's payment or ordinal account), or the account at that address. */
export type SwitchAccountParameters = { type: ConnectionAccount['type'] } | { address: string }
export type SwitchAccountReturnType = ConnectionAccount
export type SwitchAccountErrorType = AccountNotFoundError

/**
 * Makes one of the active connection's accounts the active account, as AppKit's Account view switches a
 * Bitcoin wallet between its payment and ordinal accounts: the balance, Receive, Send, signatures and Activity
 * follow it, and the choice is stored with the session, so a reload keeps it. By kind (`type`) or, among a
 * wallet's accounts of one kind (a Polkadot extension's), by `address`. Throws when the wallet connected no
 * such account.
 *
 * @example
 * switchAccount(latch, { type: 'ordinal' })
 */
export function switchAccount(latch: Latch, parameters: SwitchAccountParameters): SwitchAccountReturnType {
  const { connections, activeNamespace } = latch.store.getState()
  const connection = connections.find((c) => c.namespace === activeNamespace)
  const account = connection?.accounts?.find((a) =>
    'type' in parameters ? a.type === parameters.type : a.address === parameters.address,
  )
  if (!connection || !account)
    throw new AccountNotFoundError({
      details: `The wallet connected no ${'type' in parameters ? `${parameters.type} account` : `account ${parameters.address}`}.`,
    })
  latch.store.setState((state) => ({
    connections: state.connections.map((c) => (c === connection ? { ...c, address: account.address } : c)),
    chosenAccounts: { ...state.chosenAccounts, [connection.namespace]: account },
    balance: undefined,
    tokenBalances: undefined,
  }))
  return account
}

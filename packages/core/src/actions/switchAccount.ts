import { AccountNotFoundError } from '../errors/connection.js'
import type { ConnectionAccount, Latch } from '../types.js'

export type SwitchAccountParameters = { type: ConnectionAccount['type'] }
export type SwitchAccountReturnType = ConnectionAccount
export type SwitchAccountErrorType = AccountNotFoundError

/**
 * Makes the active connection's account of that kind the active account, as AppKit's Account view switches a
 * Bitcoin wallet between its payment and ordinal accounts: the balance, Receive, Send, signatures and Activity
 * follow it, and the choice is stored with the session, so a reload keeps it. Throws when the wallet connected
 * no account of that kind.
 *
 * @example
 * switchAccount(latch, { type: 'ordinal' })
 */
export function switchAccount(latch: Latch, parameters: SwitchAccountParameters): SwitchAccountReturnType {
  const { connections, activeNamespace } = latch.store.getState()
  const connection = connections.find((c) => c.namespace === activeNamespace)
  const account = connection?.accounts?.find((a) => a.type === parameters.type)
  if (!connection || !account)
    throw new AccountNotFoundError({ details: `The wallet connected no ${parameters.type} account.` })
  latch.store.setState((state) => ({
    connections: state.connections.map((c) => (c === connection ? { ...c, address: account.address } : c)),
    accountTypes: { ...state.accountTypes, [connection.namespace]: account.type },
    balance: undefined,
    tokenBalances: undefined,
  }))
  return account
}

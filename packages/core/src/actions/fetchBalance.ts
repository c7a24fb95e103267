import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../constants.js'
import { findNetwork } from '../internal/findNetwork.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import type { Balance, Latch } from '../types.js'
import { formatCaipAddress } from '../utils/formatCaipAddress.js'

export type FetchBalanceParameters = { force?: boolean }
export type FetchBalanceReturnType = Balance | undefined

/**
 * Reads the connected account's native balance on its network from the network's RPC, and keeps it in
 * state for 30 s. After a failure, fetches return nothing for 30 s.
 *
 * @example
 * const balance = await fetchBalance(latch)
 */
export async function fetchBalance(
  latch: Latch,
  parameters: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection) return undefined
  const network = findNetwork(latch.config.networks, connection.caipNetworkId)
  if (!network) return undefined
  const caipAddress = formatCaipAddress(network.caipNetworkId, connection.address)
  const now = Date.now()
  if (
    !parameters.force &&
    state.balance?.caipAddress === caipAddress &&
    now - state.balance.fetchedAt < BALANCE_CACHE_MS
  )
    return state.balance
  if (!parameters.force && now < latch.internal.balanceRetryBlockedUntil) return undefined
  try {
    const runtime = await loadRuntime(latch, network.chainNamespace)
    const { value, decimals, symbol } = await runtime.getBalance({ address: connection.address, network })
    const balance: Balance = { caipAddress, value: value.toString(), decimals, symbol, fetchedAt: Date.now() }
    const current = latch.store.getState()
    const still = current.connections.find((c) => c.namespace === current.activeNamespace)
    // The account or network may have changed while the request was in flight.
    if (still && formatCaipAddress(still.caipNetworkId, still.address) === caipAddress)
      latch.store.setState({ balance })
    return balance
  } catch {
    latch.internal.balanceRetryBlockedUntil = Date.now() + BALANCE_RETRY_BLOCK_MS
    return undefined
  }
}

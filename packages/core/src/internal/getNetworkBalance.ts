import type { Latch, LatchState } from '../types.js'
import { parseUnits } from '../utils/parseUnits.js'
import { getActiveAccount } from './getActiveAccount.js'

/**
 * The active account's native balance in base units: the one read from the RPC, else the native entry of
 * its token balances (which list only what it holds, so no entry means zero). Undefined while unknown.
 */
export function getNetworkBalance(
  latch: Latch,
  state: LatchState = latch.store.getState(),
): bigint | undefined {
  const account = getActiveAccount(latch, state)
  if (!account) return undefined
  if (state.balance?.caipAddress === account.caipAddress) return BigInt(state.balance.value)
  if (state.tokenBalances?.caipAddress !== account.caipAddress) return undefined
  const native = state.tokenBalances.balances.find((b) => b.address === undefined)
  if (!native) return 0n
  return parseUnits(native.quantity.numeric, Number(native.quantity.decimals))
}

import type { Latch } from '../../types.js'

/** The properties of a swap analytics event: the swap's tokens, amounts, network and account type. */
export function swapEventProperties(
  latch: Latch,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const state = latch.store.getState()
  const { swap } = state
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  return {
    network: connection?.caipNetworkId ?? '',
    swapFromToken: swap.sourceToken?.symbol ?? '',
    swapToToken: swap.toToken?.symbol ?? '',
    swapFromAmount: swap.sourceTokenAmount,
    swapToAmount: swap.toTokenAmount,
    isSmartAccount: swap.isSmartAccount,
    ...extra,
  }
}

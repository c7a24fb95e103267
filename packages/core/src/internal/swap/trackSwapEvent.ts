import { trackEvent } from '../../actions/trackEvent.js'
import type { Latch, LatchEventName } from '../../types.js'

/** A swap analytics event with the swap's tokens, amounts, network and account type. */
export function trackSwapEvent(
  latch: Latch,
  event: Extract<LatchEventName, `SWAP_${string}`>,
  extra: Record<string, unknown> = {},
): void {
  const state = latch.store.getState()
  const { swap } = state
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  trackEvent(latch, {
    event,
    properties: {
      network: connection?.caipNetworkId ?? '',
      swapFromToken: swap.sourceToken?.symbol ?? '',
      swapToToken: swap.toToken?.symbol ?? '',
      swapFromAmount: swap.sourceTokenAmount,
      swapToAmount: swap.toTokenAmount,
      isSmartAccount: swap.isSmartAccount,
      ...extra,
    },
  })
}

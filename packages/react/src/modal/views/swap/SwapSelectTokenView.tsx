'use client'
import { goBack, type Latch, setSwapSourceToken, setSwapToToken, switchSwapTokens } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { sameAddress } from './swapFormat.js'
import { TokenPicker } from './TokenPicker.js'
import { useSwapStyles } from './useSwapStyles.js'

/** Choosing a token for one side of the swap; choosing the other side's token turns the pair around. */
export function SwapSelectTokenView({ latch }: { latch: Latch }) {
  const ref = useSwapStyles()
  const swap = useLatchSelector((state) => state.swap)
  const side = useLatchSelector((state) => state.router.data?.swapTarget) ?? 'toToken'
  return (
    <div className="body" data-testid="view-SwapSelectToken" ref={ref}>
      <TokenPicker
        swap={swap}
        onPick={(token) => {
          const other = side === 'sourceToken' ? swap.toToken : swap.sourceToken
          goBack(latch)
          if (sameAddress(token.address, other?.address)) void switchSwapTokens(latch)
          else if (side === 'sourceToken') void setSwapSourceToken(latch, { token })
          else void setSwapToToken(latch, { token })
        }}
      />
    </div>
  )
}

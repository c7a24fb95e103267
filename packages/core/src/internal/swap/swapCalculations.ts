import type { SwapToken } from '../../types.js'
import { parseUnits } from '../../utils/parseUnits.js'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The token of `tokens` with `address` (CAIP-10, compared without case). */
export function findSwapToken(tokens: readonly SwapToken[], address: string): SwapToken | undefined {
  return tokens.find((token) => sameAddress(token.address, address))
}

/** What the account holds of `address`, in base units (0 when it holds none). */
export function heldUnits(tokens: readonly SwapToken[], address: string): bigint {
  const token = findSwapToken(tokens, address)
  if (!token?.quantity) return 0n
  return parseUnits(token.quantity.numeric, Number(token.quantity.decimals)) ?? 0n
}

/** The cost in USD of `gasUnits` at `gasPrice` wei per gas, with the native coin at `networkPrice` USD. */
export function getGasPriceInUSD(networkPrice: number, gasUnits: bigint, gasPrice: bigint): number {
  // Wei are converted in two steps so that a large product stays exact before the float division.
  const gwei = Number((gasUnits * gasPrice) / 1_000_000_000n)
  return (gwei / 1e9) * networkPrice
}

/** The least target amount lost to `slippage` percent, in target token units. */
export function getMaxSlippage(slippage: number, toTokenAmount: string): number {
  return (Number(toTokenAmount) * slippage) / 100
}

/**
 * Whether the account cannot pay for the swap: the source token does not cover `sourceUnits`, or (unless it
 * is a smart account, whose gas someone else pays) the native coin does not cover the assumed gas plus the
 * amount when the native coin itself is swapped.
 */
export function isInsufficientBalance(parameters: {
  tokens: readonly SwapToken[]
  sourceAddress: string
  sourceUnits: bigint
  networkAddress: string
  gasCost: bigint
  isSmartAccount: boolean
}): boolean {
  const { tokens, sourceAddress, sourceUnits, networkAddress, gasCost, isSmartAccount } = parameters
  if (heldUnits(tokens, sourceAddress) < sourceUnits) return true
  if (isSmartAccount) return false
  const nativeNeeded = gasCost + (sameAddress(sourceAddress, networkAddress) ? sourceUnits : 0n)
  return heldUnits(tokens, networkAddress) < nativeNeeded
}

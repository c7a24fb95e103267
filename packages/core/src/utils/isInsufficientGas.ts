import { SWAP_ASSUMED_GAS_UNITS } from '../constants.js'

export type IsInsufficientGasParameters = {
  /** A smart account's gas is paid for it, so it is never short of gas. */
  isSmartAccount: boolean
  /** The native balance in base units; undefined while it is not known. */
  networkBalance: bigint | undefined
  /** Wei per gas; undefined while it is not known. */
  gasPrice: bigint | undefined
  /** Gas units assumed for the transaction (default 150000). */
  gasUnits?: bigint | undefined
}

/**
 * Whether the account cannot pay for gas: its network balance is zero, or the
 * gas at the current price costs more than that balance. A smart account is never insufficient.
 *
 * @example
 * isInsufficientGas({ isSmartAccount: false, networkBalance: 0n, gasPrice: 1n }) // true
 */
export function isInsufficientGas(parameters: IsInsufficientGasParameters): boolean {
  const { isSmartAccount, networkBalance, gasPrice, gasUnits = SWAP_ASSUMED_GAS_UNITS } = parameters
  if (isSmartAccount || networkBalance === undefined) return false
  if (networkBalance === 0n) return true
  if (gasPrice === undefined) return false
  return gasPrice * gasUnits > networkBalance
}

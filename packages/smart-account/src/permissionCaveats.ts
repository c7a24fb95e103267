import { type Address, encodePacked, type Hex } from 'viem'
import type { Caveat } from './delegation.js'
import type { CaveatEnforcers } from './smartAccountContracts.js'

export type PermissionLimits = {
  /** The ERC-20 whose transfers it allows; absent for ETH. */
  token?: Address | undefined
  /** The most the calls may send in total (wei, or the token's smallest unit). */
  allowance: bigint
  /** Unix seconds after which no call runs. */
  expiry: number
}

/**
 * The caveats of a permission: for ETH, plain transfers only (empty calldata) up to `allowance` in total; for an
 * ERC-20, its `transfer`s only (no ETH) up to `allowance` in total; both only until `expiry`.
 *
 * @example
 * const caveats = permissionCaveats(contracts.enforcers, { allowance: parseEther('0.5'), expiry })
 */
export function permissionCaveats(enforcers: CaveatEnforcers, limits: PermissionLimits): Caveat[] {
  const caveat = (enforcer: Address, terms: Hex): Caveat => ({ enforcer, terms, args: '0x' })
  const spend = limits.token
    ? [
        caveat(enforcers.valueLte, encodePacked(['uint256'], [0n])),
        caveat(
          enforcers.erc20TransferAmount,
          encodePacked(['address', 'uint256'], [limits.token, limits.allowance]),
        ),
      ]
    : [
        caveat(enforcers.exactCalldata, '0x'),
        caveat(enforcers.nativeTokenTransferAmount, encodePacked(['uint256'], [limits.allowance])),
      ]
  // TimestampEnforcer: valid after the first uint128 (0: at once) and before the second.
  const window = caveat(
    enforcers.timestamp,
    encodePacked(['uint128', 'uint128'], [0n, BigInt(limits.expiry)]),
  )
  return [...spend, window]
}

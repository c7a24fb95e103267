import { type Address, decodeFunctionData, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { type Delegation, encodePermissionContext } from './delegation.js'
import { type Execution, encodeExecution, singleDefaultMode } from './execution.js'

export const delegationManagerAbi = parseAbi([
  'function redeemDelegations(bytes[] _permissionContexts, bytes32[] _modes, bytes[] _executionCallDatas)',
])

/**
 * The session account's call that runs `calls` under `delegation`: one redemption per call (the amount
 * enforcers check one call at a time), all in one transaction.
 *
 * @example
 * const call = redeemDelegationCall(contracts.delegationManager, delegation, [{ to, value }])
 */
export function redeemDelegationCall(
  delegationManager: Address,
  delegation: Delegation,
  calls: readonly Execution[],
): { to: Address; data: Hex } {
  const context = encodePermissionContext([delegation])
  return {
    to: delegationManager,
    data: encodeFunctionData({
      abi: delegationManagerAbi,
      functionName: 'redeemDelegations',
      args: [
        calls.map(() => context),
        calls.map(() => singleDefaultMode),
        calls.map((call) => encodeExecution([call]).executionCalldata),
      ],
    }),
  }
}

/**
 * The permission contexts a `redeemDelegations` call redeems (one per call it runs); undefined for any other
 * call data.
 *
 * @example
 * const contexts = redeemedPermissionContexts(execution.data)
 */
export function redeemedPermissionContexts(callData: Hex): readonly Hex[] | undefined {
  try {
    return decodeFunctionData({ abi: delegationManagerAbi, data: callData }).args[0]
  } catch {
    return undefined
  }
}

import {
  decodeExecuteCall,
  decodePermissionContext,
  delegationTypedData,
  redeemedPermissionContexts,
  rootAuthority,
  type SmartAccountContracts,
  smartAccountDeployment,
} from '@latch/smart-account'
import { type Address, type Hex, isAddressEqual, recoverTypedDataAddress } from 'viem'
import type { SponsoredOperation } from './signSponsorship.js'

type RedemptionContracts = Pick<SmartAccountContracts, 'factory' | 'implementation' | 'delegationManager'>

/**
 * Whether `operation` is a permission's session account using that permission: every call it makes is either a
 * `redeemDelegations` at the DelegationManager of delegations `account` granted to this very sender, each signed
 * by `owner` (the wallet's key, which signs for its HybridDeleGator), or the factory call that deploys `account`
 * (the first use of a permission deploys the delegator). The delegation's signature is checked here as the
 * HybridDeleGator checks it on chain (ECDSA over the DelegationManager's EIP-712 typed data), so only a delegate
 * the wallet's key named is sponsored, and nothing but redemptions under the caveats that key signed.
 *
 * @example
 * await isPermissionRedemption(operation, { owner, account, chainId: 31337, contracts })
 */
export async function isPermissionRedemption(
  operation: SponsoredOperation,
  parameters: {
    owner: Address
    /** The wallet's smart account: the delegator. */
    account: Address
    chainId: number
    contracts: RedemptionContracts
  },
): Promise<boolean> {
  const { owner, account, chainId, contracts } = parameters
  const executions = decodeExecuteCall(operation.callData)
  if (!executions?.length) return false
  const { factoryData } = smartAccountDeployment(owner, contracts)
  const checked = new Set<Hex>()
  let redeems = false
  for (const execution of executions) {
    if (execution.value !== 0n) return false
    if (isAddressEqual(execution.to, contracts.factory)) {
      if (execution.data.toLowerCase() !== factoryData.toLowerCase()) return false
      continue
    }
    if (!isAddressEqual(execution.to, contracts.delegationManager)) return false
    const contexts = redeemedPermissionContexts(execution.data)
    if (!contexts?.length) return false
    for (const context of contexts) {
      // The frame repeats one permission's context for each call it redeems: check each context once.
      const key = context.toLowerCase() as Hex
      if (checked.has(key)) continue
      if (
        !(await isOwnDelegation(context, { owner, account, delegate: operation.sender, chainId, contracts }))
      )
        return false
      checked.add(key)
    }
    redeems = true
  }
  return redeems
}

/** Whether `context` is one root delegation from `account` to `delegate`, signed by `owner`. */
async function isOwnDelegation(
  context: Hex,
  parameters: {
    owner: Address
    account: Address
    delegate: Address
    chainId: number
    contracts: Pick<SmartAccountContracts, 'delegationManager'>
  },
): Promise<boolean> {
  const delegations = decodePermissionContext(context)
  const [delegation] = delegations ?? []
  if (delegations?.length !== 1 || !delegation) return false
  if (
    !isAddressEqual(delegation.delegate, parameters.delegate) ||
    !isAddressEqual(delegation.delegator, parameters.account) ||
    delegation.authority.toLowerCase() !== rootAuthority
  )
    return false
  try {
    const signer = await recoverTypedDataAddress({
      ...delegationTypedData(delegation, {
        chainId: parameters.chainId,
        delegationManager: parameters.contracts.delegationManager,
      }),
      signature: delegation.signature,
    })
    return isAddressEqual(signer, parameters.owner)
  } catch {
    // A signature that recovers to nobody.
    return false
  }
}

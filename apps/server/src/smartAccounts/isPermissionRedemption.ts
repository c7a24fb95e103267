import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  maxUint256,
  numberToHex,
  parseAbi,
  recoverTypedDataAddress,
  size,
  sliceHex,
  zeroHash,
} from 'viem'
import type { SponsoredOperation } from './signSponsorship.js'
import { smartAccountDeployment } from './smartAccountDeployment.js'

/** The HybridDeleGator's ERC-7579 entry point, as the frame's accounts encode every call. */
const executeAbi = parseAbi(['function execute(bytes32 _mode, bytes _executionCalldata) payable'])
const redeemDelegationsAbi = parseAbi([
  'function redeemDelegations(bytes[] _permissionContexts, bytes32[] _modes, bytes[] _executionCallDatas)',
])
/** ERC-7579 execution modes: one call, or a batch that reverts as a whole. */
const singleMode = zeroHash
const batchMode: Hex = `0x01${'00'.repeat(31)}`
/** A delegation signed directly by its delegator, not re-delegated. */
const rootAuthority = numberToHex(maxUint256)

const executionsParameter = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const
const delegationsParameter = [
  {
    type: 'tuple[]',
    components: [
      { name: 'delegate', type: 'address' },
      { name: 'delegator', type: 'address' },
      { name: 'authority', type: 'bytes32' },
      {
        name: 'caveats',
        type: 'tuple[]',
        components: [
          { name: 'enforcer', type: 'address' },
          { name: 'terms', type: 'bytes' },
          { name: 'args', type: 'bytes' },
        ],
      },
      { name: 'salt', type: 'uint256' },
      { name: 'signature', type: 'bytes' },
    ],
  },
] as const

type Execution = { target: Address; value: bigint; callData: Hex }

/** The calls an account's `execute(mode, executionCalldata)` runs, or undefined for any other call data. */
function executionsOf(callData: Hex): readonly Execution[] | undefined {
  try {
    const [mode, executionCalldata] = decodeFunctionData({ abi: executeAbi, data: callData }).args
    if (mode === singleMode) {
      const length = size(executionCalldata)
      if (length < 52) return undefined
      return [
        {
          target: sliceHex(executionCalldata, 0, 20),
          value: hexToBigInt(sliceHex(executionCalldata, 20, 52)),
          callData: length === 52 ? '0x' : sliceHex(executionCalldata, 52),
        },
      ]
    }
    if (mode === batchMode) return decodeAbiParameters(executionsParameter, executionCalldata)[0]
  } catch {
    // Not an execute call, or not ABI-encoded: not a redemption.
  }
  return undefined
}

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
    contracts: { factory: Address; implementation: Address; delegationManager: Address }
  },
): Promise<boolean> {
  const { owner, account, chainId, contracts } = parameters
  const executions = executionsOf(operation.callData)
  if (!executions?.length) return false
  const { factoryData } = smartAccountDeployment(owner, contracts)
  const checked = new Set<Hex>()
  let redeems = false
  for (const execution of executions) {
    if (execution.value !== 0n) return false
    if (isAddressEqual(execution.target, contracts.factory)) {
      if (execution.callData.toLowerCase() !== factoryData.toLowerCase()) return false
      continue
    }
    if (!isAddressEqual(execution.target, contracts.delegationManager)) return false
    let contexts: readonly Hex[]
    try {
      ;[contexts] = decodeFunctionData({ abi: redeemDelegationsAbi, data: execution.callData }).args
    } catch {
      return false
    }
    if (contexts.length === 0) return false
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
    contracts: { delegationManager: Address }
  },
): Promise<boolean> {
  try {
    const [delegations] = decodeAbiParameters(delegationsParameter, context)
    const [delegation] = delegations
    if (delegations.length !== 1 || !delegation) return false
    if (
      !isAddressEqual(delegation.delegate, parameters.delegate) ||
      !isAddressEqual(delegation.delegator, parameters.account) ||
      delegation.authority.toLowerCase() !== rootAuthority
    )
      return false
    const signer = await recoverTypedDataAddress({
      domain: {
        name: 'DelegationManager',
        version: '1',
        chainId: parameters.chainId,
        verifyingContract: parameters.contracts.delegationManager,
      },
      types: {
        Caveat: [
          { name: 'enforcer', type: 'address' },
          { name: 'terms', type: 'bytes' },
        ],
        Delegation: [
          { name: 'delegate', type: 'address' },
          { name: 'delegator', type: 'address' },
          { name: 'authority', type: 'bytes32' },
          { name: 'caveats', type: 'Caveat[]' },
          { name: 'salt', type: 'uint256' },
        ],
      },
      primaryType: 'Delegation',
      message: {
        delegate: delegation.delegate,
        delegator: delegation.delegator,
        authority: delegation.authority,
        caveats: delegation.caveats.map(({ enforcer, terms }) => ({ enforcer, terms })),
        salt: delegation.salt,
      },
      signature: delegation.signature,
    })
    return isAddressEqual(signer, parameters.owner)
  } catch {
    // Not a delegation, or a signature that recovers to nobody.
    return false
  }
}

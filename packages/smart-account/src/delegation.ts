import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  maxUint256,
  numberToHex,
} from 'viem'

// ERC-7710 delegations of MetaMask's Delegation Framework: how the smart account's ERC-7715 permissions live on
// chain. The smart account (the delegator) signs a delegation to a session account with caveats; the
// DelegationManager runs a call for the session account only after every caveat's enforcer has checked it, so a
// call beyond the allowance or after the expiry reverts on chain, whoever sends it.

export type Caveat = { enforcer: Address; terms: Hex; args: Hex }

export type Delegation = {
  delegate: Address
  delegator: Address
  /** ROOT_AUTHORITY: the delegator's own authority, not a re-delegation. */
  authority: Hex
  caveats: readonly Caveat[]
  salt: bigint
  signature: Hex
}

/** A delegation signed directly by its delegator, not re-delegated. */
export const rootAuthority: Hex = numberToHex(maxUint256)

const delegationComponents = [
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
] as const

const delegationsParameter = [{ type: 'tuple[]', components: delegationComponents }] as const

const disableDelegationAbi = [
  {
    type: 'function',
    name: 'disableDelegation',
    stateMutability: 'nonpayable',
    inputs: [{ name: '_delegation', type: 'tuple', components: delegationComponents }],
    outputs: [],
  },
] as const

/**
 * The EIP-712 typed data a delegator signs (the DelegationManager's domain; caveats without their args): the
 * delegator's key signs it, and the HybridDeleGator checks that signature (ERC-1271) when it is redeemed.
 *
 * @example
 * const signature = await owner.signTypedData(delegationTypedData(unsigned, { chainId, delegationManager }))
 */
export function delegationTypedData(
  delegation: Omit<Delegation, 'signature'>,
  parameters: { chainId: number; delegationManager: Address },
) {
  return {
    domain: {
      name: 'DelegationManager',
      version: '1',
      chainId: parameters.chainId,
      verifyingContract: parameters.delegationManager,
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
  } as const
}

/**
 * A permission context as the DelegationManager takes it: the chain of delegations, from the one the redeemer
 * holds to the root.
 *
 * @example
 * const context = encodePermissionContext([delegation])
 */
export function encodePermissionContext(delegations: readonly Delegation[]): Hex {
  return encodeAbiParameters(delegationsParameter, [delegations])
}

/**
 * The delegations of a permission context; undefined when it does not decode as one.
 *
 * @example
 * const [delegation] = decodePermissionContext(context) ?? []
 */
export function decodePermissionContext(context: Hex): readonly Delegation[] | undefined {
  try {
    return decodeAbiParameters(delegationsParameter, context)[0]
  } catch {
    return undefined
  }
}

/**
 * The delegator's call to itself that disables `delegation` at the DelegationManager for good: a redemption of
 * it reverts from then on, whoever holds the delegate's key.
 *
 * @example
 * await bundler.sendUserOperation({ calls: [disableDelegationCall(delegation)] })
 */
export function disableDelegationCall(delegation: Delegation): { to: Address; data: Hex } {
  return {
    to: delegation.delegator,
    data: encodeFunctionData({
      abi: disableDelegationAbi,
      functionName: 'disableDelegation',
      args: [delegation],
    }),
  }
}

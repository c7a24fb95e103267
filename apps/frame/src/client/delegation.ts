import {
  type Address,
  bytesToHex,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hexToBigInt,
  type LocalAccount,
  maxUint256,
  numberToHex,
  parseAbi,
} from 'viem'
import {
  type Execution,
  encodeExecution,
  type SmartAccountContracts,
  singleDefaultMode,
} from './smartAccount.js'

/**
 * ERC-7710 delegations of MetaMask's Delegation Framework: how the embedded smart account's ERC-7715 permissions
 * live on chain. The smart account (the delegator) signs a delegation to a session account with caveats; the
 * DelegationManager runs a call for the session account only after every caveat's enforcer has checked it, so
 * a call beyond the allowance or after the expiry reverts on chain, whoever sends it.
 */

export type Caveat = { enforcer: Address; terms: Hex; args: Hex }

export type Delegation = {
  delegate: Address
  delegator: Address
  /** ROOT_AUTHORITY: the delegator's own authority, not a re-delegation. */
  authority: Hex
  caveats: Caveat[]
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

export const delegationManagerAbi = parseAbi([
  'function redeemDelegations(bytes[] _permissionContexts, bytes32[] _modes, bytes[] _executionCallDatas)',
])

const disableDelegationAbi = [
  {
    type: 'function',
    name: 'disableDelegation',
    stateMutability: 'nonpayable',
    inputs: [{ name: '_delegation', type: 'tuple', components: delegationComponents }],
    outputs: [],
  },
] as const

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
 */
export function permissionCaveats(
  enforcers: SmartAccountContracts['enforcers'],
  limits: PermissionLimits,
): Caveat[] {
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

/** The EIP-712 typed data a delegator signs (the DelegationManager's domain; caveats without their args). */
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
 * A permission as a delegation from the smart account to `delegate`, signed by `owner`, the account's key: the
 * HybridDeleGator checks its owner's ECDSA signature over the typed data (ERC-1271) when it is redeemed.
 */
export async function signPermissionDelegation(parameters: {
  owner: LocalAccount
  delegator: Address
  delegate: Address
  chainId: number
  contracts: SmartAccountContracts
  limits: PermissionLimits
}): Promise<Delegation> {
  const { owner, delegator, delegate, chainId, contracts, limits } = parameters
  const unsigned = {
    delegate,
    delegator,
    authority: rootAuthority,
    caveats: permissionCaveats(contracts.enforcers, limits),
    salt: hexToBigInt(bytesToHex(crypto.getRandomValues(new Uint8Array(32)))),
  }
  const signature = await owner.signTypedData(
    delegationTypedData(unsigned, { chainId, delegationManager: contracts.delegationManager }),
  )
  return { ...unsigned, signature }
}

/**
 * The session account's call that runs `calls` under `delegation`: one redemption per call (the amount
 * enforcers check one call at a time), all in one transaction.
 */
export function redeemDelegationCall(
  delegationManager: Address,
  delegation: Delegation,
  calls: readonly Execution[],
): { to: Address; data: Hex } {
  const context = encodeAbiParameters([{ type: 'tuple[]', components: delegationComponents }], [[delegation]])
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
 * The delegator's call to itself that disables `delegation` at the DelegationManager for good: a redemption of it
 * reverts from then on, whoever holds the delegate's key.
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

/** A delegation as stored (its salt as a decimal string), and back. */
export const storableDelegation = (delegation: Delegation) => ({
  ...delegation,
  salt: delegation.salt.toString(),
})
export const restoreDelegation = (stored: ReturnType<typeof storableDelegation>): Delegation => ({
  ...stored,
  salt: BigInt(stored.salt),
})

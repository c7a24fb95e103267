import {
  type Delegation,
  delegationTypedData,
  type PermissionLimits,
  permissionCaveats,
  rootAuthority,
  type SmartAccountContracts,
} from '@latch/smart-account'
import { type Address, bytesToHex, hexToBigInt, type LocalAccount } from 'viem'

// The frame's side of the ERC-7710 delegations that carry its ERC-7715 permissions (their encoding is
// `@latch/smart-account`'s, which the server reads too): signing one with the wallet's key, and keeping it on
// this device.

/**
 * A permission as a delegation from the smart account to `delegate`, signed by `owner`, the account's key: the
 * HybridDeleGator checks its owner's ECDSA signature over the typed data (ERC-1271) when it is redeemed.
 *
 * @example
 * const delegation = await signPermissionDelegation({ owner, delegator, delegate, chainId, contracts, limits })
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
    // A random salt: two grants with the same limits are two delegations, revoked one at a time.
    salt: hexToBigInt(bytesToHex(crypto.getRandomValues(new Uint8Array(32)))),
  }
  const signature = await owner.signTypedData(
    delegationTypedData(unsigned, { chainId, delegationManager: contracts.delegationManager }),
  )
  return { ...unsigned, signature }
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

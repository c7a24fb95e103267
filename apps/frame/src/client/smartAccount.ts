import { toSafeSmartAccount } from 'permissionless/accounts'
import type { Address, Chain, Client, LocalAccount, Transport } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'

export type SmartAccountInfo = {
  /** The ERC-4337 account the frame key owns: counterfactual until its first UserOperation deploys it. */
  address: Address
  isDeployed: boolean
}

/** Where a network keeps the smart account's contracts (the server's capabilities name them). */
export type SmartAccountContracts = {
  /** SafeProxyFactory v1.4.1. */
  factory: Address
  /** Safe4337Module v0.3.0 for the EntryPoint v0.7. */
  safe4337Module: Address
  /** SafeModuleSetup v0.3.0. */
  safeModuleSetup: Address
}

export type ToFrameSmartAccountParameters = {
  /** A client on the network (the frame's reads go through the server's RPC proxy). */
  client: Client<Transport, Chain | undefined, undefined>
  /** The frame key, the account's only owner (threshold 1). */
  owner: LocalAccount
  contracts: SmartAccountContracts
}

/**
 * The embedded wallet's smart account: a Safe v1.4.1 with the Safe4337Module v0.3.0 (EntryPoint v0.7), owned
 * by the frame key alone. It validates its UserOperations through the module and answers ERC-1271
 * `isValidSignature` for the messages its owner signs; until deployed, its signatures are ERC-6492-wrapped with
 * the factory call that would create it.
 */
export function toFrameSmartAccount(parameters: ToFrameSmartAccountParameters) {
  const { client, owner, contracts } = parameters
  return toSafeSmartAccount({
    client,
    owners: [owner],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeProxyFactoryAddress: contracts.factory,
    safe4337ModuleAddress: contracts.safe4337Module,
    safeModuleSetupAddress: contracts.safeModuleSetup,
  })
}

export type DeriveSmartAccountParameters = {
  client: Client<Transport, Chain | undefined, undefined>
  /** The embedded wallet's own address (its eoa): the smart account's owner. */
  owner: Address
  contracts: SmartAccountContracts
}

/**
 * The embedded wallet's smart account derived counterfactually from its owner's address (the proxy's CREATE2
 * address for the setup that would create it), and whether code is there yet. Only the owner's address is
 * needed, so the key stays in its shares: the owner given to permissionless refuses to sign, and signing
 * builds its own account inside an approval.
 */
export async function deriveSmartAccount(
  parameters: DeriveSmartAccountParameters,
): Promise<SmartAccountInfo> {
  const { client, owner, contracts } = parameters
  const refuse = () => {
    throw new Error('The smart account is derived without its key; signing happens inside an approval.')
  }
  const account = await toFrameSmartAccount({
    client,
    owner: toAccount({
      address: owner,
      signMessage: refuse,
      signTransaction: refuse,
      signTypedData: refuse,
    }),
    contracts,
  })
  return { address: account.address, isDeployed: await account.isDeployed() }
}

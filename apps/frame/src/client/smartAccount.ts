import { toSimpleSmartAccount } from 'permissionless/accounts'
import type { Address, Chain, Client, Transport } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'

export type SmartAccountInfo = {
  /** The ERC-4337 account the frame key owns: counterfactual until its first UserOperation deploys it. */
  address: Address
  isDeployed: boolean
}

export type DeriveSmartAccountParameters = {
  /** A client on the network (the frame's reads go through the server's RPC proxy). */
  client: Client<Transport, Chain | undefined, undefined>
  /** The embedded wallet's own address (its eoa): the smart account's owner. */
  owner: Address
  /** The network's SimpleAccountFactory v0.7. */
  factory: Address
}

/**
 * The embedded wallet's smart account (a SimpleAccount v0.7 owned by the frame key), derived counterfactually:
 * the EntryPoint's `getSenderAddress` for the factory call that would create it, read on the network, and
 * whether code is there yet. Only the owner's address is needed, so the key stays in its shares: the owner
 * given to permissionless refuses to sign, and signing builds its own account inside an approval.
 */
export async function deriveSmartAccount(
  parameters: DeriveSmartAccountParameters,
): Promise<SmartAccountInfo> {
  const { client, owner, factory } = parameters
  const refuse = () => {
    throw new Error('The smart account is derived without its key; signing happens inside an approval.')
  }
  const account = await toSimpleSmartAccount({
    client,
    owner: toAccount({
      address: owner,
      signMessage: refuse,
      signTransaction: refuse,
      signTypedData: refuse,
    }),
    factoryAddress: factory,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  return { address: account.address, isDeployed: await account.isDeployed() }
}

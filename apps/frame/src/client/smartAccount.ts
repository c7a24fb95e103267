import { encodeExecuteCall, type SmartAccountContracts, smartAccountDeployment } from '@latch/smart-account'
import type { Address, Chain, Client, Hex, LocalAccount, Transport } from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  toPackedUserOperation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { getCode } from 'viem/actions'

export type SmartAccountInfo = {
  /** The ERC-4337 account the frame key owns: counterfactual until its first UserOperation deploys it. */
  address: Address
  isDeployed: boolean
}

/** The signature shape the account checks while the bundler estimates gas (an ECDSA signature's length). */
const stubSignature: Hex = `0x${'00'.repeat(31)}01${'00'.repeat(31)}011b`

export type ToFrameSmartAccountParameters = {
  /** A client on the network (the frame's reads go through the server's RPC proxy). */
  client: Client<Transport, Chain | undefined, undefined>
  /** The key that signs for the account: the frame key, or a permission's session key for its own account. */
  owner: LocalAccount
  contracts: SmartAccountContracts
}

/**
 * The embedded wallet's smart account: MetaMask's HybridDeleGator (EntryPoint v0.7) behind an ERC1967 proxy,
 * owned by the frame key alone. Its UserOperations are signed as EIP-712 typed data for the account; it answers
 * ERC-1271 `isValidSignature` for what its owner signs (until deployed, ERC-6492-wrapped with the factory call
 * that would create it); and it grants ERC-7710 delegations that the DelegationManager redeems within their
 * caveats: the ERC-7715 permissions.
 */
export async function toFrameSmartAccount(parameters: ToFrameSmartAccountParameters) {
  const { client, owner, contracts } = parameters
  const { address, factory, factoryData } = smartAccountDeployment(owner.address, contracts)
  const chainId = () => {
    if (!client.chain) throw new Error('The smart account needs a client with a chain.')
    return client.chain.id
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return { factory, factoryData }
    },
    async encodeCalls(calls) {
      return encodeExecuteCall(calls)
    },
    async getStubSignature() {
      return stubSignature
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      // biome-ignore lint/suspicious/noExplicitAny: viem's typed data parameters are generic over the definition.
      return owner.signTypedData(typedData as any)
    },
    async signUserOperation(userOperation) {
      const packed = toPackedUserOperation({ ...userOperation, sender: address, signature: '0x' })
      return owner.signTypedData({
        domain: {
          chainId: userOperation.chainId ?? chainId(),
          name: 'HybridDeleGator',
          version: '1',
          verifyingContract: address,
        },
        types: {
          PackedUserOperation: [
            { name: 'sender', type: 'address' },
            { name: 'nonce', type: 'uint256' },
            { name: 'initCode', type: 'bytes' },
            { name: 'callData', type: 'bytes' },
            { name: 'accountGasLimits', type: 'bytes32' },
            { name: 'preVerificationGas', type: 'uint256' },
            { name: 'gasFees', type: 'bytes32' },
            { name: 'paymasterAndData', type: 'bytes' },
            { name: 'entryPoint', type: 'address' },
          ],
        },
        primaryType: 'PackedUserOperation',
        message: { ...packed, entryPoint: entryPoint07Address },
      })
    },
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
 * address), and whether code is there yet. Only the owner's address is needed, so the key stays in its shares:
 * signing builds its own account inside an approval.
 */
export async function deriveSmartAccount(
  parameters: DeriveSmartAccountParameters,
): Promise<SmartAccountInfo> {
  const { client, owner, contracts } = parameters
  const { address } = smartAccountDeployment(owner, contracts)
  const code = await getCode(client, { address })
  return { address, isDeployed: code !== undefined && code !== '0x' }
}

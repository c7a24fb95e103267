import { FrameError } from '@latch/frame-protocol'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import type { Address, Hex, LocalAccount, PublicClient } from 'viem'
import { http } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Address } from 'viem/account-abstraction'
import { estimateFeesPerGas } from 'viem/actions'

export type SmartAccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

export type SendSmartAccountCallsParameters = {
  /** Shows the approval, then lends the owner key (combined for this moment only) to `use`. */
  approve(use: (owner: LocalAccount) => Promise<Hex>): Promise<Hex>
  /** A client on the network (the server's RPC proxy). */
  client: PublicClient
  /** The server's bundler and paymaster endpoint for the network. */
  bundlerUrl: string
  /** The SimpleAccountFactory v0.7 the account comes from. */
  factory: Address
  calls: readonly SmartAccountCall[]
}

/**
 * Sends `calls` from the visitor's smart account as ONE UserOperation, sponsored by the server's paymaster
 * (ERC-7677) and bundled by the network's bundler; the first one also deploys the account. The key signs inside
 * the approval and is gone before the wait for the bundle. Resolves with the transaction that carried it, as
 * eth_sendTransaction answers; a reverted operation is an error.
 */
export async function sendSmartAccountCalls(parameters: SendSmartAccountCallsParameters): Promise<Hex> {
  const { client, bundlerUrl, factory, calls } = parameters
  const transport = http(bundlerUrl)
  const bundler = createBundlerClient({
    client,
    transport,
    paymaster: createPaymasterClient({ transport }),
    // The network's own fee estimate: the bundler's price oracle (pimlico_getUserOperationGasPrice) is not
    // viem's default, and any bundler accepts the chain's fees.
    userOperation: { estimateFeesPerGas: async () => estimateFeesPerGas(client) },
  })
  const hash = await parameters.approve(async (owner) => {
    const account = await toSimpleSmartAccount({
      client,
      owner,
      factoryAddress: factory,
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    return bundler.sendUserOperation({ account, calls: calls.map((call) => ({ value: 0n, ...call })) })
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })
  if (!receipt.success) throw new FrameError(receipt.reason ?? 'The transaction reverted', { code: -32000 })
  return receipt.receipt.transactionHash
}

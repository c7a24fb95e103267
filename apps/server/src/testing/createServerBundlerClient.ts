import type { PublicClient, Transport } from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { estimateFeesPerGas } from 'viem/actions'

/**
 * A bundler client for `account` whose bundler and paymaster are both the server's `/v1/bundler` behind
 * `transport`, as the frame's is; fees are the chain's own estimate (alto's price oracle is not viem's default).
 */
export function createServerBundlerClient(parameters: {
  account: SmartAccount
  client: PublicClient
  transport: Transport
}) {
  const { account, client, transport } = parameters
  return createBundlerClient({
    account,
    client,
    transport,
    paymaster: createPaymasterClient({ transport }),
    userOperation: { estimateFeesPerGas: async () => estimateFeesPerGas(client) },
  })
}

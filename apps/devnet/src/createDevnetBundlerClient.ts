import { type Chain, type Client, http, type Transport } from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { estimateFeesPerGas } from 'viem/actions'
import { BundlerStartError } from './errors.js'
import { sponsorUserOperation } from './sponsorUserOperation.js'
import type { DevnetChain } from './startDevnet.js'
import { toViemChain } from './toViemChain.js'

/**
 * A viem bundler client for `account` on a devnet chain started with `bundler`, every operation sponsored by the
 * devnet's VerifyingPaymaster (`sponsorUserOperation`, stub then final data, as an ERC-7677 service answers).
 * `forgeSponsorship` signs the final data with no valid signature, for tests of the refusal.
 */
export function createDevnetBundlerClient(parameters: {
  chain: DevnetChain
  client: Client<Transport, Chain | undefined>
  account: SmartAccount
  forgeSponsorship?: boolean
}) {
  const { chain, client, account, forgeSponsorship = false } = parameters
  if (!chain.bundlerUrl) throw new BundlerStartError(`Chain ${chain.chainId} was started without a bundler.`)
  const { chainId } = chain
  return createBundlerClient({
    account,
    client,
    chain: toViemChain(chain),
    transport: http(chain.bundlerUrl),
    paymaster: {
      getPaymasterStubData: (userOperation) => sponsorUserOperation({ userOperation, chainId, stub: true }),
      getPaymasterData: (userOperation) =>
        sponsorUserOperation({ userOperation, chainId, stub: forgeSponsorship }),
    },
    // anvil's base fee is tiny and alto's own price oracle (pimlico_getUserOperationGasPrice) is not viem's
    // default: the chain's fee estimate is what a bundler accepts here.
    userOperation: {
      estimateFeesPerGas: async () => estimateFeesPerGas(client),
    },
  })
}

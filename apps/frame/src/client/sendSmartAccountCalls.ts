import { FrameError } from '@latch/frame-protocol'
import type { Execution, SmartAccountContracts } from '@latch/smart-account'
import type { Hex, LocalAccount, PublicClient } from 'viem'
import { http, numberToHex } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction'
import { estimateFeesPerGas } from 'viem/actions'
import { toFrameSmartAccount } from './smartAccount.js'

/** One call of a batch the smart account runs. */
export type SmartAccountCall = Execution

export type SendSmartAccountCallsParameters = {
  /** Shows the approval, then lends the owner key (combined for this moment only) to `use`. */
  approve(use: (owner: LocalAccount) => Promise<Hex>): Promise<Hex>
  /** A client on the network (the server's RPC proxy). */
  client: PublicClient
  /** The server's bundler and paymaster endpoint for the network. */
  bundlerUrl: string
  /**
   * The wallet session's access token, read for each request (it is short-lived and refreshed): the server
   * sponsors only the accounts of the session's wallet, and its permissions' session accounts.
   */
  accessToken?: (() => Promise<string>) | undefined
  /** Where the network keeps the account's contracts. */
  contracts: SmartAccountContracts
  /** The server's paymaster pays (the project is sponsored); otherwise the account pays its own gas. */
  sponsored: boolean
  calls: readonly SmartAccountCall[]
}

/**
 * A client of the server's bundler and paymaster endpoint, priced by the network: sponsored through its
 * ERC-7677 paymaster, or with none, so the account pays from its own ETH. Each request carries the session's
 * current access token when one is given.
 */
function bundlerOf(
  client: PublicClient,
  bundlerUrl: string,
  sponsored: boolean,
  accessToken?: (() => Promise<string>) | undefined,
) {
  const transport = http(
    bundlerUrl,
    accessToken
      ? {
          async onFetchRequest(_request, init) {
            const headers = new Headers(init.headers)
            headers.set('authorization', `Bearer ${await accessToken()}`)
            return { ...init, headers }
          },
        }
      : {},
  )
  return createBundlerClient({
    client,
    transport,
    ...(sponsored ? { paymaster: createPaymasterClient({ transport }) } : {}),
    // The network's own fee estimate: the bundler's price oracle (pimlico_getUserOperationGasPrice) is not
    // viem's default, and any bundler accepts the chain's fees.
    userOperation: { estimateFeesPerGas: async () => estimateFeesPerGas(client) },
  })
}

/**
 * Submits `calls` from the visitor's smart account as ONE UserOperation, sponsored by the server's paymaster
 * (ERC-7677) where the project is, and bundled by the network's bundler; the first one also deploys the account. The key signs inside
 * the approval and is gone before anything waits. Resolves with the UserOperation's hash once the bundler took
 * it: the id `wallet_sendCalls` answers.
 */
export async function submitSmartAccountCalls(
  parameters: SendSmartAccountCallsParameters,
  bundler = bundlerOf(parameters.client, parameters.bundlerUrl, parameters.sponsored, parameters.accessToken),
): Promise<Hex> {
  const { client, contracts, calls } = parameters
  return parameters.approve(async (owner) => {
    const account = await toFrameSmartAccount({ client, owner, contracts })
    return bundler.sendUserOperation({ account, calls: calls.map((call) => ({ value: 0n, ...call })) })
  })
}

/**
 * Sends `calls` as one UserOperation (see `submitSmartAccountCalls`) and waits until it is mined. Resolves with
 * the transaction that carried it, as eth_sendTransaction answers; a reverted operation is an error.
 */
export async function sendSmartAccountCalls(parameters: SendSmartAccountCallsParameters): Promise<Hex> {
  const bundler = bundlerOf(
    parameters.client,
    parameters.bundlerUrl,
    parameters.sponsored,
    parameters.accessToken,
  )
  const hash = await submitSmartAccountCalls(parameters, bundler)
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })
  if (!receipt.success) throw new FrameError(receipt.reason ?? 'The transaction reverted', { code: -32000 })
  return receipt.receipt.transactionHash
}

/**
 * The EIP-5792 (version 2) status of a batch sent by `submitSmartAccountCalls`, read from the bundler: 100 while
 * the UserOperation waits, 200 once it is mined and succeeded, 500 when it reverted. One UserOperation is one
 * transaction, so the batch is atomic and has one receipt.
 */
export async function readSmartAccountCallsStatus(parameters: {
  client: PublicClient
  bundlerUrl: string
  chainId: number
  id: Hex
}) {
  const { client, bundlerUrl, chainId, id } = parameters
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
  try {
    const { success, receipt } = await bundlerOf(client, bundlerUrl, false).getUserOperationReceipt({
      hash: id,
    })
    return {
      ...base,
      status: success ? 200 : 500,
      receipts: [
        {
          logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: success ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: numberToHex(receipt.blockNumber),
          gasUsed: numberToHex(receipt.gasUsed),
          transactionHash: receipt.transactionHash,
        },
      ],
    }
  } catch (error) {
    if (error instanceof UserOperationReceiptNotFoundError) return { ...base, status: 100, receipts: [] }
    throw error
  }
}

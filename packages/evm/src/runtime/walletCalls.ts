import {
  type CaipNetwork,
  CallsNotSupportedError,
  type CallsReceipt,
  type CallsStatus,
  type Connector,
  type Eip1193Provider,
  RECEIPT_WAIT_MS,
  type SentCalls,
  TransactionFailedError,
  type WalletCall,
  type WalletCapabilities,
} from '@latch/core'
import { getAddress, type Hash, type Hex, numberToHex, TransactionReceiptNotFoundError } from 'viem'
import { callsStatusCode } from '../calls/callsStatusCode.js'
import { decodeLocalCallsId } from '../calls/decodeLocalCallsId.js'
import { encodeLocalCallsId } from '../calls/encodeLocalCallsId.js'
import { parseCapabilities } from '../calls/parseCapabilities.js'
import { parseWalletCallsStatus } from '../calls/parseWalletCallsStatus.js'
import { toWalletError } from '../toWalletError.js'
import { type Eip155RuntimeContext, providerFor } from './eip155RuntimeContext.js'
import { checkedAddress, requireWalletChain, sendTransaction } from './sendTransaction.js'
import { walletShortMessage } from './walletProvider.js'

// Batches of calls (EIP-5792): the wallet's capabilities, `wallet_sendCalls` to a wallet that batches
// atomically, otherwise one transaction per call under an id of the runtime's own, and the batch's status.

async function readCapabilities(provider: Eip1193Provider, address: string, chainIds: `0x${string}`[]) {
  let raw: unknown
  try {
    raw = await provider.request({
      method: 'wallet_getCapabilities',
      params: [getAddress(address), chainIds],
    })
  } catch {
    // A wallet without EIP-5792 can do none of it.
    raw = undefined
  }
  return parseCapabilities(raw, chainIds)
}

/** What the wallet can do for the account on each network, keyed by the networks' CAIP ids. */
export async function getCapabilities(
  runtime: Eip155RuntimeContext,
  {
    connector,
    address,
    networks,
  }: { connector: Connector; address: string; networks: readonly CaipNetwork[] },
): Promise<Record<string, WalletCapabilities>> {
  const provider = await providerFor(runtime, connector)
  const chainIds = networks.map((network) => numberToHex(Number(network.id)))
  const parsed = await readCapabilities(provider, address, chainIds)
  return Object.fromEntries(
    networks.map((network, index) => [network.caipNetworkId, parsed[chainIds[index] as `0x${string}`]]),
  ) as Record<string, WalletCapabilities>
}

/** One `wallet_sendCalls`, the wallet held to executing the calls atomically; its answer's batch id. */
async function sendAtomicCalls(
  provider: Eip1193Provider,
  { chainId, from, calls }: { chainId: `0x${string}`; from: `0x${string}`; calls: readonly WalletCall[] },
): Promise<SentCalls> {
  try {
    const answer = await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId,
          from,
          // The wallet said it batches atomically: hold it to that rather than let it split the calls.
          atomicRequired: true,
          calls: calls.map((call) => ({
            to: call.to,
            ...(call.data ? { data: call.data } : {}),
            ...(call.value ? { value: numberToHex(call.value) } : {}),
          })),
        },
      ],
    })
    const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
    if (typeof id !== 'string' || !id)
      throw new TransactionFailedError({
        details: `The wallet answered wallet_sendCalls with ${JSON.stringify(answer)}.`,
      })
    return { id, atomic: true }
  } catch (error) {
    if (error instanceof TransactionFailedError) throw error
    throw toWalletError(
      error,
      { shortMessage: walletShortMessage(error) ?? 'User rejected the request.' },
      (cause) => new TransactionFailedError({ shortMessage: walletShortMessage(error), cause }),
    )
  }
}

async function waitForReceipt(runtime: Eip155RuntimeContext, network: CaipNetwork, hash: string) {
  const receipt = await runtime.clientOf(network).waitForTransactionReceipt({
    hash: hash as Hash,
    timeout: RECEIPT_WAIT_MS,
    pollingInterval: 250,
  })
  if (receipt.status !== 'success')
    throw new TransactionFailedError({
      details: `The call sent as ${hash} reverted; the calls after it were not sent.`,
    })
}

/**
 * Sends a batch: as one `wallet_sendCalls` to a wallet that executes batches atomically, otherwise one
 * transaction per call, each mined before the next.
 *
 * @example
 * const { id, atomic } = await sendCalls(runtime, { connector, network, address, calls })
 */
export async function sendCalls(
  runtime: Eip155RuntimeContext,
  {
    connector,
    network,
    address,
    calls,
  }: { connector: Connector; network: CaipNetwork; address: string; calls: readonly WalletCall[] },
): Promise<SentCalls> {
  const provider = await providerFor(runtime, connector)
  await requireWalletChain(provider, network)
  const chainId = numberToHex(Number(network.id))
  const from = getAddress(address)
  const checked = calls.map((call) => ({ ...call, to: checkedAddress(call.to) }))
  const { atomic } = (await readCapabilities(provider, from, [chainId]))[chainId] as WalletCapabilities
  if (atomic !== 'unsupported') return sendAtomicCalls(provider, { chainId, from, calls: checked })
  // One transaction per call, each mined before the next is sent: a later call may need an earlier one's
  // effect (a swap after its approval), and the wallet estimates each against the chain as it then is.
  const hashes: Hex[] = []
  for (const call of checked) {
    const hash = await sendTransaction(runtime, {
      connector,
      network,
      transaction: { from, to: call.to, data: call.data ?? '0x', value: call.value ?? 0n },
    })
    hashes.push(hash as Hex)
    await waitForReceipt(runtime, network, hash)
  }
  return { id: encodeLocalCallsId({ hashes, chainId: Number(network.id) }), atomic: false }
}

async function receiptOf(
  runtime: Eip155RuntimeContext,
  network: CaipNetwork,
  hash: Hex,
): Promise<CallsReceipt | undefined> {
  try {
    const receipt = await runtime.clientOf(network).getTransactionReceipt({ hash })
    return {
      status: receipt.status,
      transactionHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
    }
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  }
}

/** A batch's state: read from the chain for calls sent one by one, else asked of the wallet. */
export async function getCallsStatus(
  runtime: Eip155RuntimeContext,
  { connector, network, id }: { connector: Connector; network: CaipNetwork; id: string },
): Promise<CallsStatus> {
  const local = decodeLocalCallsId(id)
  if (local) {
    const localNetwork = local.chainId === Number(network.id) ? network : undefined
    if (!localNetwork)
      throw new TransactionFailedError({ details: `The calls ${id} were sent on chain ${local.chainId}.` })
    const receipts = await Promise.all(local.hashes.map((hash) => receiptOf(runtime, localNetwork, hash)))
    return {
      id,
      chainId: local.chainId,
      atomic: false,
      status: callsStatusCode(receipts),
      receipts: receipts.filter((receipt) => receipt !== undefined),
    }
  }
  const provider = await providerFor(runtime, connector)
  return parseWalletCallsStatus(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }), id)
}

/** Asks the wallet to show a batch it accepted; calls sent one by one have nothing to show there. */
export async function showCallsStatus(
  runtime: Eip155RuntimeContext,
  { connector, id }: { connector: Connector; id: string },
): Promise<void> {
  if (decodeLocalCallsId(id))
    throw new CallsNotSupportedError({
      details: 'These calls were sent one by one, not as a batch of the wallet: it has nothing to show.',
    })
  const provider = await providerFor(runtime, connector)
  try {
    await provider.request({ method: 'wallet_showCallsStatus', params: [id] })
  } catch (error) {
    throw new CallsNotSupportedError({ details: walletShortMessage(error), cause: error })
  }
}

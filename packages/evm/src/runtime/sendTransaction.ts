import {
  type AdapterRuntime,
  type CaipNetwork,
  type Connector,
  type Eip1193Provider,
  InvalidAddressError,
  TransactionFailedError,
  type WalletTransaction,
} from '@latch/core'
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  isAddress,
  numberToHex,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { toWalletError } from '../toWalletError.js'
import { type Eip155RuntimeContext, providerFor } from './eip155RuntimeContext.js'
import { parseChainId, providerOf, walletShortMessage } from './walletProvider.js'

// Sends: one `eth_sendTransaction` path for Send and Swap, token transfers through it, and waiting for the receipt.

/**
 * The address as given, checked with viem's strict `isAddress`: a mixed-case address whose EIP-55
 * checksum is wrong holds a typo, and is refused rather than "corrected" into someone else's address.
 */
export function checkedAddress(address: string): `0x${string}` {
  if (!isAddress(address, { strict: true })) throw new InvalidAddressError({ address })
  return getAddress(address)
}

/** A transaction meant for one chain must never be signed on another: the wallet's chain is checked first. */
export async function requireWalletChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const walletChainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (walletChainId !== Number(network.id))
    throw new TransactionFailedError({
      shortMessage: `The wallet is on chain ${walletChainId}, not ${network.name} (${network.id}).`,
    })
}

/**
 * Sends a transaction through the connector's wallet on `network` and returns its hash. A declined prompt is
 * `UserRejectedRequestError`, any other failure `TransactionFailedError`, both with the wallet's own words.
 *
 * @example
 * const hash = await sendTransaction(runtime, { connector, network, transaction })
 */
export async function sendTransaction(
  runtime: Eip155RuntimeContext,
  {
    connector,
    network,
    transaction,
  }: { connector: Connector; network: CaipNetwork; transaction: WalletTransaction },
): Promise<string> {
  const to = checkedAddress(transaction.to)
  const provider = await providerFor(runtime, connector)
  await requireWalletChain(provider, network)
  try {
    // Fees are left to the wallet unless given; the gas limit too unless the caller brings one with a margin.
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: getAddress(transaction.from),
          to,
          data: transaction.data,
          value: numberToHex(transaction.value),
          ...(transaction.gas ? { gas: numberToHex(transaction.gas) } : {}),
          ...(transaction.gasPrice ? { gasPrice: numberToHex(transaction.gasPrice) } : {}),
          chainId: numberToHex(Number(network.id)),
        },
      ],
    })
    return String(hash)
  } catch (error) {
    const shortMessage = walletShortMessage(error)
    throw toWalletError(
      error,
      {
        shortMessage: shortMessage ?? 'User rejected the request.',
        metaMessages: ['The transaction was declined in the wallet.'],
      },
      (cause) => new TransactionFailedError({ shortMessage, cause }),
    )
  }
}

/** Sends `amount` base units of an ERC-20 token with its `transfer`, to a strictly checked receiver. */
export async function transferToken(
  runtime: Eip155RuntimeContext,
  {
    connector,
    network,
    address,
    tokenAddress,
    to,
    amount,
  }: Parameters<NonNullable<AdapterRuntime['transferToken']>>[0],
): Promise<string> {
  const receiver = checkedAddress(to)
  return sendTransaction(runtime, {
    connector,
    network,
    transaction: {
      from: address,
      to: tokenAddress,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
      value: 0n,
    },
  })
}

/**
 * The transaction's outcome once mined, or undefined when it is still pending at `timeout`. A wallet whose hashes
 * are its own (`receiptsFromWallet`: a Safe's `safeTxHash`) is asked for the receipt, since the network never
 * sees that hash.
 */
export async function waitForTransactionReceipt(
  runtime: Eip155RuntimeContext,
  {
    hash,
    network,
    timeout,
    connector,
  }: Parameters<NonNullable<AdapterRuntime['waitForTransactionReceipt']>>[0],
): Promise<{ status: 'success' | 'reverted' } | undefined> {
  if (connector?.receiptsFromWallet) return waitForWalletReceipt(providerOf(connector), hash, timeout)
  try {
    const receipt = await runtime.clientOf(network).waitForTransactionReceipt({
      hash: hash as Hash,
      timeout,
      // A local or fast chain mines in well under a second; the default 4 s poll would dominate the wait.
      pollingInterval: 250,
    })
    return { status: receipt.status }
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) return undefined
    throw error
  }
}

/** Asks the wallet for the receipt every second until it has one, or undefined at `timeout`. */
async function waitForWalletReceipt(
  provider: Eip1193Provider,
  hash: string,
  timeout: number,
): Promise<{ status: 'success' | 'reverted' } | undefined> {
  const deadline = Date.now() + timeout
  for (;;) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status?: string
    } | null
    if (receipt?.status !== undefined)
      return { status: Number(receipt.status) === 1 ? 'success' : 'reverted' }
    if (Date.now() >= deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, Math.max(0, deadline - Date.now()))))
  }
}

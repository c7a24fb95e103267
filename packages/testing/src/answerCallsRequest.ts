import { type Address, type Hex, hexToBigInt, isAddress, isHex, type LocalAccount, numberToHex } from 'viem'
import type { SigningWallet } from './answerSigningRequest.js'
import { InvalidParamsError, ProviderRpcError } from './errors.js'
import { rpcRequest } from './rpcRequest.js'
import { isDelegatedTo, sendAtomicBatch } from './sendAtomicBatch.js'
import { sendTransaction } from './sendTransaction.js'
import type { TestWalletChain } from './testWallet.js'

/** The EIP-5792 methods `answerCallsRequest` answers. */
export const callsMethods = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

/** The batches a wallet sent: each id's chain, transaction hashes and whether it ran as one. */
export type CallsBatches = Map<string, { chain: TestWalletChain; hashes: Hex[]; atomic: boolean }>

/** What a test wallet's signing and EIP-5792 answers read: its active account, prompts, send queue and batches. */
export type SendingWallet = SigningWallet & { batches: CallsBatches }

/** A test wallet's sending state as it starts: nothing queued, no batch sent. */
export function createSendingWallet(
  account: () => LocalAccount,
  prompt: (method: string) => Promise<void>,
): SendingWallet {
  return { account, prompt, queue: { last: Promise.resolve() }, batches: new Map() }
}

export type CallsRequest = {
  method: string
  params: readonly unknown[]
  /** The chain a batch is for (the request's, or the wallet's current one). */
  chain: () => TestWalletChain
  /** The wallet's chain with this id, for capabilities. */
  chainOf: (id: number) => TestWalletChain | undefined
  /** Throws unless the requester may send for `address`. */
  requireAccount: (address: unknown) => void
  /** Capabilities besides `atomic` (an injected wallet's asset discovery). */
  extraCapabilities?: Record<string, unknown> | undefined
}

/** EIP-5792's error for an atomic batch the wallet cannot execute atomically. */
class AtomicityNotSupportedError extends ProviderRpcError {
  constructor() {
    super(5760, 'The wallet cannot execute the calls atomically.')
  }
}

/** EIP-5792's error for an unknown batch id. */
class UnknownBundleIdError extends ProviderRpcError {
  constructor() {
    super(5730, 'This bundle id is unknown or has not been submitted.')
  }
}

/**
 * The test wallet's EIP-5792 answers. On a chain with a `batchExecutor` the key account batches atomically for
 * real (EIP-7702): `atomic` is `ready`, then `supported` once delegated, and a batch is one transaction after
 * one approval. Elsewhere `atomic` is `unsupported`: an `atomicRequired` batch is refused with 5760 as the EIP
 * says, and any other is sent as one transaction per call after one approval, each mined before the next.
 * `wallet_getCallsStatus` reads the receipts from the chain.
 */
export async function answerCallsRequest(wallet: SendingWallet, request: CallsRequest): Promise<unknown> {
  const { method, params } = request
  switch (method) {
    case 'wallet_getCapabilities': {
      const [, chainIds] = params
      if (!Array.isArray(chainIds)) return {}
      const answer: Record<string, unknown> = {}
      for (const id of chainIds) {
        const chain = typeof id === 'string' && isHex(id) ? request.chainOf(Number(id)) : undefined
        answer[String(id)] = {
          ...request.extraCapabilities,
          atomic: { status: await atomicStatus(wallet, chain) },
        }
      }
      return answer
    }
    case 'wallet_sendCalls': {
      const batch = params[0] as
        | { chainId?: unknown; from?: unknown; calls?: unknown; atomicRequired?: unknown; id?: unknown }
        | undefined
      if (!batch || typeof batch !== 'object' || !Array.isArray(batch.calls) || batch.calls.length === 0)
        throw new InvalidParamsError('wallet_sendCalls expects [{ chainId, calls: [...] }].')
      const chain = request.chain()
      if (batch.chainId !== undefined && (!isHex(batch.chainId) || Number(batch.chainId) !== chain.id))
        throw new InvalidParamsError(`Invalid chainId: the wallet is on chain ${chain.id}.`)
      if (batch.from !== undefined) request.requireAccount(batch.from)
      const calls = batch.calls as { to?: unknown; data?: unknown; value?: unknown }[]
      for (const call of calls) {
        if (
          typeof call.to !== 'string' ||
          !call.to.startsWith('0x') ||
          !isAddress(call.to, { strict: false })
        )
          throw new InvalidParamsError('Each call needs a destination starting with 0x.')
        if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data)))
          throw new InvalidParamsError("A call's data must start with 0x.")
      }
      const executor = chain.batchExecutor
      if (batch.atomicRequired === true && !executor) throw new AtomicityNotSupportedError()
      await wallet.prompt(method)
      const account = wallet.account()
      if (executor) {
        const atomic = wallet.queue.last.then(async () => {
          const hash = await sendAtomicBatch({
            account,
            chainId: chain.id,
            rpcUrl: chain.rpcUrl,
            executor,
            calls: calls.map((call) => ({
              to: call.to as Address,
              value: typeof call.value === 'string' && isHex(call.value) ? hexToBigInt(call.value) : 0n,
              data: typeof call.data === 'string' ? (call.data as Hex) : '0x',
            })),
          })
          await waitForReceipt(chain.rpcUrl, hash)
          return hash
        })
        wallet.queue.last = atomic.catch(() => {})
        const hash = await atomic
        const id = typeof batch.id === 'string' && batch.id ? batch.id : hash
        wallet.batches.set(id, { chain, hashes: [hash], atomic: true })
        return { id }
      }
      const sent = wallet.queue.last.then(async () => {
        const hashes: Hex[] = []
        for (const call of calls) {
          const hash = await sendTransaction({
            account,
            chainId: chain.id,
            rpcUrl: chain.rpcUrl,
            transaction: {
              from: account.address,
              to: call.to,
              data: call.data ?? '0x',
              value: call.value ?? '0x0',
            },
          })
          hashes.push(hash)
          await waitForReceipt(chain.rpcUrl, hash)
        }
        return hashes
      })
      wallet.queue.last = sent.catch(() => {})
      const hashes = await sent
      const id = typeof batch.id === 'string' && batch.id ? batch.id : (hashes[0] as Hex)
      wallet.batches.set(id, { chain, hashes, atomic: false })
      return { id }
    }
    case 'wallet_getCallsStatus': {
      const batch = typeof params[0] === 'string' ? wallet.batches.get(params[0]) : undefined
      if (!batch) throw new UnknownBundleIdError()
      const receipts = await Promise.all(
        batch.hashes.map(
          (hash) =>
            rpcRequest(batch.chain.rpcUrl, 'eth_getTransactionReceipt', [hash]) as Promise<Receipt | null>,
        ),
      )
      const mined = receipts.filter((receipt): receipt is Receipt => receipt !== null)
      const reverted = mined.filter((receipt) => receipt.status !== '0x1').length
      const status =
        mined.length < receipts.length ? 100 : reverted === 0 ? 200 : reverted === mined.length ? 500 : 600
      return {
        version: '2.0.0',
        id: params[0],
        chainId: numberToHex(batch.chain.id),
        atomic: batch.atomic,
        status,
        receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
          logs,
          status,
          blockHash,
          blockNumber,
          gasUsed,
          transactionHash,
        })),
      }
    }
    case 'wallet_showCallsStatus': {
      if (typeof params[0] !== 'string' || !wallet.batches.has(params[0])) throw new UnknownBundleIdError()
      return null
    }
  }
  throw new Error(`${method} is not an EIP-5792 request.`)
}

/** `ready` until the account delegates to the chain's batch executor, `supported` after; without one, `unsupported`. */
async function atomicStatus(wallet: SigningWallet, chain: TestWalletChain | undefined) {
  if (!chain?.batchExecutor) return 'unsupported'
  return (await isDelegatedTo(chain.rpcUrl, wallet.account().address, chain.batchExecutor))
    ? 'supported'
    : 'ready'
}

type Receipt = {
  logs: unknown[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** Anvil mines at once, but a node may not: the next call of a batch waits for the previous one's receipt. */
async function waitForReceipt(rpcUrl: string, hash: Hex): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const receipt = (await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null
    if (receipt) {
      if (receipt.status !== '0x1') throw new InvalidParamsError(`The call sent as ${hash} reverted.`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new InvalidParamsError(`No receipt for ${hash}.`)
}

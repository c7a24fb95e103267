import {
  type AdapterContext,
  getWalletConnectSession,
  ProviderNotFoundError,
  TransactionFailedError,
  UserRejectedRequestError,
} from '@latch/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { toWalletStandardChain } from '../solanaChains.js'
import { solanaWalletConnect, walletConnectSolanaAccount } from '../walletConnect/solanaWalletConnect.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnectConnectorId.js'
import type { SolanaWalletEntry } from '../walletStandard/solanaWalletRegistry.js'
import { solanaWalletRegistry } from '../walletStandard/solanaWalletRegistry.js'

export type PreflightCommitment = 'processed' | 'confirmed' | 'finalized'
export type SendOptions = {
  preflightCommitment?: PreflightCommitment | undefined
  skipPreflight?: boolean | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/** What the Solana runtime asks of a wallet, whatever carries the request (Wallet Standard or WalletConnect). */
export type SolanaWalletBackend = {
  address: string
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signed wire transactions, in order. */
  signTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  /** The transaction's signature (base58), once the wallet sent it. */
  signAndSendTransaction(transaction: Uint8Array, options?: SendOptions): Promise<string>
}

const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()
const base64 = getBase64Decoder()
const base64Bytes = getBase64Encoder()

/** A wallet's error as the widget reports it: a decline (4001, 5000 or "rejected") or a failure with its text. */
export function toWalletError(error: unknown): Error {
  if (error instanceof UserRejectedRequestError || error instanceof TransactionFailedError) return error
  const e = error as { code?: unknown; message?: unknown; name?: unknown } | null
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0] : undefined
  if (
    e?.code === 4001 ||
    e?.code === 5000 ||
    /reject|declin|denied/i.test(String(e?.message ?? e?.name ?? ''))
  )
    return new UserRejectedRequestError({
      shortMessage: message ?? 'User rejected the request.',
      cause: error,
    })
  return new TransactionFailedError({ shortMessage: message, cause: error })
}

type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<{ signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
  ): Promise<{ signedTransaction: Uint8Array }[]>
}
type SignAndSendTransactionFeature = {
  signAndSendTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: SendOptions }[]
  ): Promise<{ signature: Uint8Array }[]>
}

function walletStandardBackend(entry: SolanaWalletEntry): SolanaWalletBackend {
  const { wallet, account, network } = entry
  if (!wallet || !account || !network)
    throw new ProviderNotFoundError({ details: `${wallet?.name ?? 'The wallet'} is not connected.` })
  const chain = toWalletStandardChain(network)
  function feature<T>(name: string): T {
    const found = (wallet as Wallet).features[name as `${string}:${string}`] as T | undefined
    if (!found) throw new ProviderNotFoundError({ details: `${wallet?.name} does not support ${name}.` })
    return found
  }
  return {
    address: account.address,
    async signMessage(message) {
      const [output] = await feature<SignMessageFeature>('solana:signMessage').signMessage({
        account,
        message,
      })
      if (!output) throw new TransactionFailedError({ shortMessage: `${wallet.name} returned no signature.` })
      return output.signature
    },
    async signTransactions(transactions) {
      const outputs = await feature<SignTransactionFeature>('solana:signTransaction').signTransaction(
        ...transactions.map((transaction) => ({ account, transaction, chain })),
      )
      return outputs.map((output) => output.signedTransaction)
    },
    async signAndSendTransaction(transaction, options) {
      const [output] = await feature<SignAndSendTransactionFeature>(
        'solana:signAndSendTransaction',
      ).signAndSendTransaction({ account, transaction, chain, ...(options ? { options } : {}) })
      if (!output) throw new TransactionFailedError({ shortMessage: `${wallet.name} returned no signature.` })
      return base58.decode(output.signature)
    },
  }
}

/**
 * A wallet answering the WalletConnect Solana RPC methods (base58 messages and signatures, base64
 * transactions): a WalletConnect session, or the embedded wallet's frame.
 */
function rpcBackend(
  request: (method: string, params: unknown) => Promise<unknown>,
  address: string,
): SolanaWalletBackend {
  return {
    address,
    async signMessage(message) {
      const { signature } = (await request('solana_signMessage', {
        message: base58.decode(message),
        pubkey: address,
      })) as { signature: string }
      return new Uint8Array(base58Bytes.encode(signature))
    },
    async signTransactions(transactions) {
      if (transactions.length === 1) {
        const unsigned = transactions[0] as Uint8Array
        const answer = (await request('solana_signTransaction', {
          transaction: base64.decode(unsigned),
        })) as {
          signature: string
          transaction?: string
        }
        if (answer.transaction) return [new Uint8Array(base64Bytes.encode(answer.transaction))]
        // Older wallets answer with the signature only: it goes into the fee payer's slot.
        const decoded = getTransactionDecoder().decode(unsigned)
        const signed = {
          ...decoded,
          signatures: { ...decoded.signatures, [address]: base58Bytes.encode(answer.signature) },
        }
        return [new Uint8Array(getTransactionEncoder().encode(signed as typeof decoded))]
      }
      const { transactions: signed } = (await request('solana_signAllTransactions', {
        transactions: transactions.map((t) => base64.decode(t)),
      })) as { transactions: string[] }
      return signed.map((t) => new Uint8Array(base64Bytes.encode(t)))
    },
    async signAndSendTransaction(transaction, options) {
      const { signature } = (await request('solana_signAndSendTransaction', {
        transaction: base64.decode(transaction),
        ...(options ? { sendOptions: options } : {}),
      })) as { signature: string }
      return signature
    },
  }
}

/**
 * The wallet behind a Solana connector, connected on its network: a Wallet Standard wallet, the WalletConnect
 * session's Solana account, or the embedded wallet's Solana account.
 */
export async function solanaWalletBackend(
  context: AdapterContext,
  connectorId: string,
  network?: { caipNetworkId: string } | undefined,
): Promise<SolanaWalletBackend> {
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
    const provider = await getWalletConnectSession(context, solanaWalletConnect).load()
    const caipNetworkId =
      network?.caipNetworkId ?? solanaWalletRegistry(context).get(connectorId)?.network?.caipNetworkId ?? ''
    const address = walletConnectSolanaAccount(provider, caipNetworkId)
    if (!address)
      throw new ProviderNotFoundError({ details: 'The WalletConnect session has no Solana account.' })
    return rpcBackend((method, params) => provider.request({ method, params }, caipNetworkId), address)
  }
  const entry = solanaWalletRegistry(context).get(connectorId)
  if (!entry) throw new ProviderNotFoundError({ details: `No Solana wallet "${connectorId}" on this page.` })
  const { embedded } = entry
  if (embedded) {
    const caipNetworkId = network?.caipNetworkId ?? entry.network?.caipNetworkId
    // The frame signs on its own page after the visitor approves, and sends to the request's network.
    return rpcBackend((method, params) => {
      const args = { method, params, caipNetworkId }
      return embedded.provider.request(args)
    }, embedded.address)
  }
  return walletStandardBackend(entry)
}

import { InvalidParamsError, ProviderRpcError } from '@latch/testing'
import {
  type Base64EncodedWireTransaction,
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'

/** Options a site may pass when the wallet sends a transaction (Wallet Standard and WalletConnect). */
export type SolanaSendOptions = {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

export type SolanaTestAccount = {
  address: string
  publicKey: Uint8Array
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Adds the account's signature to a wire transaction. */
  signTransaction(wire: Uint8Array): Promise<Uint8Array>
  /** Signs and sends to the RPC; resolves with the base58 signature. */
  signAndSendTransaction(wire: Uint8Array, rpcUrl: string, options?: SolanaSendOptions): Promise<string>
}

const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()
const base64 = getBase64Decoder()

/**
 * A Solana account for test wallets, in Node: an ed25519 key pair from a 64-byte secret key (base58, as
 * `solana-keygen` and Phantom export it) that signs messages and transactions and sends them to an RPC.
 *
 * @example
 * const account = await createSolanaTestAccount(secretKey)
 * const signature = await account.signAndSendTransaction(wire, 'http://127.0.0.1:8899')
 */
export async function createSolanaTestAccount(secretKey: string): Promise<SolanaTestAccount> {
  const keyPair = await createKeyPairFromBytes(new Uint8Array(base58Bytes.encode(secretKey)))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const publicKey = new Uint8Array(base58Bytes.encode(address))

  async function signTransaction(wire: Uint8Array): Promise<Uint8Array> {
    let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
    try {
      transaction = getTransactionDecoder().decode(wire)
    } catch {
      throw new InvalidParamsError('The transaction could not be decoded.')
    }
    if (!(address in transaction.signatures))
      throw new InvalidParamsError(`The transaction does not ask ${address} to sign.`)
    const signed = await partiallySignTransaction([keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  return {
    address,
    publicKey,
    async signMessage(message) {
      return new Uint8Array(await signBytes(keyPair.privateKey, message))
    },
    signTransaction,
    async signAndSendTransaction(wire, rpcUrl, options = {}) {
      const signed = await signTransaction(wire)
      try {
        return await createSolanaRpc(rpcUrl)
          .sendTransaction(base64.decode(signed) as Base64EncodedWireTransaction, {
            encoding: 'base64',
            ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
            ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
            ...(options.maxRetries !== undefined ? { maxRetries: BigInt(options.maxRetries) } : {}),
            ...(options.minContextSlot !== undefined
              ? { minContextSlot: BigInt(options.minContextSlot) }
              : {}),
          })
          .send()
      } catch (error) {
        // The node's refusal (a failed simulation, an unknown blockhash) reaches the site as the wallet's error.
        const cause = (error as { cause?: { message?: string } }).cause
        const reason = [(error as Error).message, cause?.message].filter(Boolean).join(': ')
        throw new ProviderRpcError(-32603, reason || 'The transaction was not sent.')
      }
    },
  }
}

/** Base58 text of bytes (signatures, public keys). */
export const toBase58 = (bytes: Uint8Array): string => base58.decode(bytes)

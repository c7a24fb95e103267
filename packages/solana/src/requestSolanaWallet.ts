import { type AdapterContext, UserRejectedRequestError } from '@latch/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { InvalidSolanaRequestError } from './errors.js'
import { createSolanaRpcClient } from './runtime/createSolanaRpcClient.js'
import { solanaWalletBackend, toWalletError } from './runtime/solanaWalletBackend.js'
import { validateSolanaRequest } from './validateSolanaRequest.js'
import { solanaWalletRegistry } from './walletStandard/solanaWalletRegistry.js'

const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()
const base64 = getBase64Decoder()
const base64Bytes = getBase64Encoder()

/**
 * Answers a Solana wallet request (the four signing methods of `SOLANA_SIGNING_METHODS`, plus
 * `solana_getAccounts`) for a connector: validated first, then signed by the wallet. Messages and signatures are base58, transactions
 * base64 (as over WalletConnect). A wallet without `signAndSendTransaction` signs, and the transaction is
 * sent through the network's RPC.
 *
 * @example
 * await requestSolanaWallet(context, 'Phantom', { method: 'solana_signMessage', params: { message, pubkey } })
 */
export async function requestSolanaWallet(
  context: AdapterContext,
  connectorId: string,
  args: { method: string; params?: unknown },
): Promise<unknown> {
  const request = validateSolanaRequest(args)
  const network = solanaWalletRegistry(context).get(connectorId)?.network
  const wallet = await solanaWalletBackend(context, connectorId, network)
  try {
    switch (request.method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: wallet.address }]
      case 'solana_signMessage': {
        if (request.pubkey !== wallet.address)
          throw new InvalidSolanaRequestError(`The pubkey ${request.pubkey} is not the connected account.`)
        const signature = await wallet.signMessage(new Uint8Array(base58Bytes.encode(request.message)))
        return { signature: base58.decode(signature) }
      }
      case 'solana_signTransaction': {
        const [signed] = await wallet.signTransactions([
          new Uint8Array(base64Bytes.encode(request.transaction)),
        ])
        if (!signed) throw new UserRejectedRequestError({ details: 'The wallet returned no transaction.' })
        return { signature: signatureOf(signed, wallet.address), transaction: base64.decode(signed) }
      }
      case 'solana_signAllTransactions': {
        const signed = await wallet.signTransactions(
          request.transactions.map((t) => new Uint8Array(base64Bytes.encode(t))),
        )
        return { transactions: signed.map((t) => base64.decode(t)) }
      }
      case 'solana_signAndSendTransaction': {
        const transaction = new Uint8Array(base64Bytes.encode(request.transaction))
        try {
          return { signature: await wallet.signAndSendTransaction(transaction, request.sendOptions) }
        } catch (error) {
          // A Wallet Standard wallet without signAndSendTransaction: it signs, the network's RPC sends.
          if (!network || !/does not support solana:signAndSendTransaction/.test(String(error))) throw error
          const [signed] = await wallet.signTransactions([transaction])
          if (!signed) throw new UserRejectedRequestError({ details: 'The wallet returned no transaction.' })
          const rpc = createSolanaRpcClient({
            network,
            apiUrl: context.config.apiUrl,
            projectId: context.config.projectId,
          })
          const signature = await rpc
            .sendTransaction(base64.decode(signed) as Parameters<typeof rpc.sendTransaction>[0], {
              encoding: 'base64',
              ...(request.sendOptions.preflightCommitment
                ? { preflightCommitment: request.sendOptions.preflightCommitment }
                : {}),
              ...(request.sendOptions.skipPreflight !== undefined
                ? { skipPreflight: request.sendOptions.skipPreflight }
                : {}),
            })
            .send()
          return { signature }
        }
      }
    }
  } catch (error) {
    if (error instanceof InvalidSolanaRequestError) throw error
    throw toWalletError(error)
  }
}

/** The base58 signature a signed transaction carries for `address`. */
function signatureOf(wire: Uint8Array, address: string): string {
  const bytes = getTransactionDecoder().decode(wire).signatures[address as never]
  return bytes ? base58.decode(bytes) : ''
}

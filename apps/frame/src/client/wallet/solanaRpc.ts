import { FrameError } from '@latch/frame-protocol'
import { validateSolanaRequest } from '@latch/solana'
import { base58, base64 } from '@scure/base'
import { rpcRequest } from '../api/rpcProxy.js'
import { describeSolanaMessage, describeSolanaRequest } from '../describeSolanaRequest.js'
import { readSolanaTransaction, signSolanaTransaction } from '../solanaTransaction.js'
import { withApprovedKey } from './keyShares.js'
import { solanaAddress, solanaSigner } from './solanaSigner.js'
import type { WalletContext } from './walletContext.js'

/** The network fee of a Solana transaction's message, read from the network; undefined when it cannot say. */
function solanaFee(
  context: WalletContext,
  network: string,
  message: Uint8Array,
): Promise<bigint | undefined> {
  return rpcRequest(context.api, network, 'getFeeForMessage', [
    base64.encode(message),
    { commitment: 'confirmed' },
  ])
    .then((answer) => {
      const value = (answer as { value?: number | null } | null)?.value
      return typeof value === 'number' ? BigInt(value) : undefined
    })
    .catch(() => undefined)
}

/**
 * The Solana methods, on the Solana account derived from the same key: each signature shown here and signed
 * only once the visitor approves; a send goes to `network` through the server's proxy.
 */
export async function solanaRpc(
  context: WalletContext,
  method: string,
  params: unknown,
  network: string | undefined,
): Promise<unknown> {
  const request = validateSolanaRequest({ method, params })
  const own = await solanaAddress(context)
  switch (request.method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: own }]
    case 'solana_signMessage': {
      if (request.pubkey !== own)
        throw new FrameError(`The pubkey ${request.pubkey} is not this wallet's account`, { code: -32602 })
      const message = base58.decode(request.message)
      const signature = await withApprovedKey(context, solanaSigner, describeSolanaMessage(message), (key) =>
        key.sign(message),
      )
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction': {
      const wire = base64.decode(request.transaction)
      const signed = await withApprovedKey(
        context,
        solanaSigner,
        describeSolanaRequest(method, wire),
        (key) => signSolanaTransaction(wire, key),
      )
      return { signature: base58.encode(signed.signature), transaction: base64.encode(signed.wire) }
    }
    case 'solana_signAllTransactions': {
      const wires = request.transactions.map((t) => base64.decode(t))
      const signed = await withApprovedKey(
        context,
        solanaSigner,
        describeSolanaRequest(method, ...wires),
        (key) => wires.map((wire) => signSolanaTransaction(wire, key).wire),
      )
      return { transactions: signed.map((wire) => base64.encode(wire)) }
    }
    case 'solana_signAndSendTransaction': {
      if (!network) throw new FrameError('A Solana send needs its network', { code: -32602 })
      const wire = base64.decode(request.transaction)
      const fee = solanaFee(context, network, readSolanaTransaction(wire).message)
      const signed = await withApprovedKey(
        context,
        solanaSigner,
        describeSolanaRequest(method, wire),
        (key) => signSolanaTransaction(wire, key),
        fee,
      )
      const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = request.sendOptions
      return {
        signature: await rpcRequest(context.api, network, 'sendTransaction', [
          base64.encode(signed.wire),
          {
            encoding: 'base64',
            ...(preflightCommitment ? { preflightCommitment } : {}),
            ...(skipPreflight !== undefined ? { skipPreflight } : {}),
            ...(maxRetries !== undefined ? { maxRetries } : {}),
            ...(minContextSlot !== undefined ? { minContextSlot } : {}),
          },
        ]),
      }
    }
  }
}

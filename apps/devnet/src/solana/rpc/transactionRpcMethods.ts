import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  lamports as toLamports,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { accountEncoding, encodeAccount } from '../encodeSolanaRpc.js'
import { invalidParams } from '../solanaRpcError.js'
import type { SolanaRpcContext } from './solanaRpcContext.js'
import { decodeWire, integer, pubkey } from './solanaRpcParams.js'

/** Sending, simulating, and the faucet's airdrops (a transfer from the faucet, as a test validator makes them). */
export function transactionRpcMethods(rpc: SolanaRpcContext) {
  const { ledger, context, decimalsOf } = rpc
  let airdrops: Promise<unknown> = Promise.resolve()
  return {
    sendTransaction([encoded, config]: unknown[]) {
      const options = (config ?? {}) as { skipPreflight?: unknown }
      return ledger.sendTransaction(decodeWire(encoded, config), {
        skipPreflight: options.skipPreflight === true,
      })
    },
    simulateTransaction([encoded, config]: unknown[]) {
      const options = (config ?? {}) as {
        sigVerify?: unknown
        replaceRecentBlockhash?: unknown
        accounts?: { addresses?: unknown; encoding?: unknown }
      }
      if (options.sigVerify === true && options.replaceRecentBlockhash === true)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      const wire = decodeWire(encoded, config)
      const result = ledger.simulateTransaction(wire, {
        sigVerify: options.sigVerify === true,
        replaceRecentBlockhash: options.replaceRecentBlockhash === true,
      })
      const wanted = Array.isArray(options.accounts?.addresses)
        ? (options.accounts.addresses as unknown[])
        : undefined
      const accounts = wanted?.map((key) => {
        const after =
          result.accounts.find((entry) => entry.address === key)?.account ?? ledger.getAccount(pubkey(key))
        return after ? encodeAccount(after, accountEncoding(options.accounts), decimalsOf) : null
      })
      return {
        context: context(),
        value: {
          err: result.err,
          logs: result.logs,
          accounts: accounts ?? null,
          unitsConsumed: result.unitsConsumed,
          returnData: null,
          ...(options.replaceRecentBlockhash === true
            ? { replacementBlockhash: ledger.latestBlockhash }
            : {}),
        },
      }
    },
    requestAirdrop([key, amount]: unknown[]) {
      const to = pubkey(key)
      const lamports = integer(amount, 'lamports')
      // One at a time: each airdrop is a transfer from the faucet, signed against the latest blockhash.
      const sent = airdrops.then(() => airdrop(rpc, to, BigInt(lamports)))
      airdrops = sent.catch(() => {})
      return sent
    },
  }
}

async function airdrop({ ledger, faucet }: SolanaRpcContext, to: string, amount: bigint): Promise<string> {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(faucet, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: address(to), amount: toLamports(amount) }),
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return ledger.sendTransaction(new Uint8Array(getTransactionEncoder().encode(signed)))
}

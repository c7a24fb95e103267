import { checkVersion, encodeTransaction, transactionEncoding } from '../encodeSolanaRpc.js'
import type { SignatureStatus } from '../ledger/solanaLedgerTypes.js'
import { invalidParams } from '../solanaRpcError.js'
import type { SolanaRpcContext } from './solanaRpcContext.js'
import { integer, pubkey, text } from './solanaRpcParams.js'

const MAX_SIGNATURES_LIMIT = 1_000

function encodeStatus(status: SignatureStatus | undefined, slot: number) {
  if (!status) return null
  return {
    slot: status.slot,
    confirmations: status.confirmationStatus === 'finalized' ? null : Math.max(0, slot - status.slot),
    err: status.err,
    status: status.err === null ? { Ok: null } : { Err: status.err },
    confirmationStatus: status.confirmationStatus,
  }
}

/** What became of sent transactions: their statuses, an address's signatures, and a transaction itself. */
export function signatureRpcMethods({ ledger, context }: SolanaRpcContext) {
  return {
    getSignatureStatuses([signatures]: unknown[]) {
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw invalidParams('expected an array of at most 256 signatures')
      return {
        context: context(),
        value: signatures.map((signature) =>
          encodeStatus(ledger.getSignatureStatus(text(signature, 'signature')), ledger.slot),
        ),
      }
    },
    getSignaturesForAddress([key, config]: unknown[]) {
      const options = (config ?? {}) as { limit?: unknown; before?: unknown; until?: unknown }
      const limit = options.limit === undefined ? MAX_SIGNATURES_LIMIT : integer(options.limit, 'limit')
      if (limit < 1 || limit > MAX_SIGNATURES_LIMIT) throw invalidParams('Invalid limit; max 1000')
      return ledger
        .getSignaturesForAddress(pubkey(key), {
          limit,
          ...(options.before === undefined ? {} : { before: text(options.before, 'before') }),
          ...(options.until === undefined ? {} : { until: text(options.until, 'until') }),
        })
        .map((transaction) => ({
          signature: transaction.signature,
          slot: transaction.slot,
          err: transaction.meta.err,
          memo: null,
          blockTime: transaction.blockTime,
          confirmationStatus:
            ledger.getSignatureStatus(transaction.signature)?.confirmationStatus ?? 'confirmed',
        }))
    },
    getTransaction([signature, config]: unknown[]) {
      const transaction = ledger.getTransaction(text(signature, 'signature'))
      if (!transaction) return null
      checkVersion(transaction, config)
      return {
        slot: transaction.slot,
        blockTime: transaction.blockTime,
        ...encodeTransaction(transaction, transactionEncoding(config)),
      }
    },
  }
}

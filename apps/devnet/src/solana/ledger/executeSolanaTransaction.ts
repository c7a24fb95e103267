import { isFailedTransaction, toRpcTransactionError } from '../liteSvm.js'
import { toBase58 } from '../solanaAccountData.js'
import { solanaLamportsPerSignature } from '../solanaDevnetConstants.js'
import { SolanaRpcError } from '../solanaRpcError.js'
import { decodeTransaction } from './decodeSolanaTransaction.js'
import { recordSolanaTransaction } from './recordSolanaTransaction.js'
import { ledgerAccount, type SolanaLedgerState } from './solanaLedgerState.js'
import { tokenBalances } from './solanaTokenAccounts.js'

/**
 * Executes a signed transaction. With preflight (the default) a transaction that would fail is refused
 * with -32002 and changes nothing; without it, a failing transaction is recorded with its error, as a
 * cluster includes it in a block.
 */
export function sendSolanaTransaction(
  state: SolanaLedgerState,
  wire: Uint8Array,
  options: { skipPreflight?: boolean } = {},
): string {
  const { svm } = state
  const decoded = decodeTransaction(wire)
  if (state.transactions.has(decoded.signature)) return decoded.signature
  if (!state.recentBlockhashes.has(decoded.recentBlockhash))
    throw preflightError('BlockhashNotFound', 'Blockhash not found', [])
  if (!options.skipPreflight) {
    const simulated = svm.simulateVersionedTransaction(wire)
    if (isFailedTransaction(simulated)) {
      const err = toRpcTransactionError(simulated.err())
      const logs = simulated.meta().logs()
      throw preflightError(err, describeError(err), logs)
    }
  }
  const keys = decoded.accountKeys
  const lamportsOf = () => keys.map((key) => ledgerAccount(state, key)?.lamports() ?? 0n)
  const preBalances = lamportsOf()
  const preTokenBalances = tokenBalances(state, keys)
  const result = svm.sendVersionedTransaction(wire)
  const failed = isFailedTransaction(result)
  const metadata = failed ? result.meta() : result
  const err = failed ? toRpcTransactionError(result.err()) : null
  if (failed && (err === 'SignatureFailure' || err === 'MissingSignatureForFee'))
    throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
  if (
    failed &&
    (err === 'AlreadyProcessed' || err === 'AccountNotFound' || err === 'InsufficientFundsForFee')
  )
    // Refused before execution: no fee was taken and nothing is recorded, as a cluster drops it.
    throw preflightError(err, describeError(err), metadata.logs())
  recordSolanaTransaction(state, decoded, {
    err,
    fee: solanaLamportsPerSignature * BigInt(decoded.numSigners),
    preBalances,
    postBalances: lamportsOf(),
    preTokenBalances,
    postTokenBalances: tokenBalances(state, keys),
    logMessages: metadata.logs(),
    computeUnitsConsumed: metadata.computeUnitsConsumed(),
  })
  return decoded.signature
}

/** Runs a transaction without recording it: its logs, units and the accounts it would leave. */
export function simulateSolanaTransaction(
  state: SolanaLedgerState,
  wire: Uint8Array,
  options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
) {
  const { svm } = state
  const decoded = decodeTransaction(wire)
  if (!options.replaceRecentBlockhash && !state.recentBlockhashes.has(decoded.recentBlockhash))
    return { err: 'BlockhashNotFound' as unknown, logs: [] as string[], unitsConsumed: 0n, accounts: [] }
  if (!options.sigVerify) svm.setSigverify(false)
  try {
    const simulated = svm.simulateVersionedTransaction(wire)
    if (isFailedTransaction(simulated)) {
      const meta = simulated.meta()
      return {
        err: toRpcTransactionError(simulated.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        accounts: [],
      }
    }
    const meta = simulated.meta()
    return {
      err: null as unknown,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      accounts: simulated.postAccounts().map((entry) => ({
        address: toBase58(entry.address),
        account: entry.account(),
      })),
    }
  } finally {
    svm.setSigverify(true)
  }
}

function preflightError(err: unknown, reason: string, logs: string[]) {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${reason}`, {
    err,
    logs,
    accounts: null,
    unitsConsumed: 0,
    returnData: null,
  })
}

function describeError(err: unknown): string {
  if (err === 'BlockhashNotFound') return 'Blockhash not found'
  if (err === 'InsufficientFundsForFee')
    return 'Attempt to debit an account but found no record of a prior credit.'
  if (err === 'AccountNotFound') return 'Attempt to debit an account but found no record of a prior credit.'
  if (err === 'AlreadyProcessed') return 'This transaction has already been processed'
  if (typeof err === 'object' && err && 'InstructionError' in err) {
    const [index, detail] = (err as { InstructionError: [number, unknown] }).InstructionError
    if (typeof detail === 'object' && detail && 'Custom' in detail)
      return `Error processing Instruction ${index}: custom program error: 0x${(detail as { Custom: number }).Custom.toString(16)}`
    return `Error processing Instruction ${index}: ${String(detail)}`
  }
  return String(typeof err === 'string' ? err : JSON.stringify(err))
}

import type { SolanaLedgerState } from './solanaLedgerState.js'
import type {
  DecodedTransaction,
  LedgerTransaction,
  SignatureStatus,
  TransactionMeta,
} from './solanaLedgerTypes.js'
import { indexTokenAccounts } from './solanaTokenAccounts.js'

/**
 * Records an executed transaction in the current slot's block (opened by its first transaction), the signature
 * index of every account it names and its status (confirmed at once, finalized later), then tells the
 * subscribers.
 */
export function recordSolanaTransaction(
  state: SolanaLedgerState,
  decoded: DecodedTransaction,
  meta: TransactionMeta,
): LedgerTransaction {
  const { slot, blockTime, events } = state
  const entry: LedgerTransaction = { ...decoded, slot, blockTime, meta }
  let block = state.blocks.get(slot)
  if (!block) {
    block = {
      slot,
      parentSlot: state.blockSlots.at(-1) ?? 0,
      blockhash: state.currentBlockhash,
      previousBlockhash: state.previousBlockhash,
      blockTime,
      blockHeight: state.blockHeight,
      transactions: [],
    }
    state.blocks.set(slot, block)
  }
  block.transactions.push(entry)
  state.transactions.set(entry.signature, entry)
  for (const key of new Set(entry.accountKeys)) {
    const list = state.byAddress.get(key) ?? []
    list.push(entry.signature)
    state.byAddress.set(key, list)
  }
  const status: SignatureStatus = { slot, err: meta.err, confirmationStatus: 'confirmed' }
  state.statuses.set(entry.signature, status)
  state.awaitingFinality.push({ slot, signature: entry.signature })
  events.onSignature?.(entry.signature, status)
  indexTokenAccounts(state, entry.accountKeys)
  events.onAccounts?.(entry.accountKeys)
  return entry
}

/** Signatures touching `address`, newest first, before `before` and down to (not including) `until`. */
export function signaturesForAddress(
  state: SolanaLedgerState,
  address: string,
  options: { limit: number; before?: string; until?: string },
): LedgerTransaction[] {
  const list = state.byAddress.get(address) ?? []
  let end = list.length
  if (options.before) {
    const index = list.lastIndexOf(options.before)
    end = index === -1 ? 0 : index
  }
  const result: LedgerTransaction[] = []
  for (let i = end - 1; i >= 0 && result.length < options.limit; i--) {
    const signature = list[i] as string
    if (signature === options.until) break
    result.push(state.transactions.get(signature) as LedgerTransaction)
  }
  return result
}

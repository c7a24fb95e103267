import { advanceSolanaSlot, setLedgerClock } from './ledger/advanceSolanaSlot.js'
import { sendSolanaTransaction, simulateSolanaTransaction } from './ledger/executeSolanaTransaction.js'
import { signaturesForAddress } from './ledger/recordSolanaTransaction.js'
import { createSolanaLedgerState, ledgerAccount } from './ledger/solanaLedgerState.js'
import { type LedgerEvents, RECENT_BLOCKHASHES } from './ledger/solanaLedgerTypes.js'
import { indexTokenAccounts, tokenAccountsOfOwner } from './ledger/solanaTokenAccounts.js'
import { loadLiteSvm } from './liteSvm.js'
import { fromBase58, toBase58 } from './solanaAccountData.js'

/**
 * The local validator's state: litesvm executes transactions, and around it a ledger of slots (one every
 * `slotMs`), blockhashes (the last 150 are valid), blocks with their transactions, signature statuses
 * (confirmed at once, finalized 32 slots later) and an index of signatures per address. Slots without a
 * transaction produce no block (the RPC reports them as skipped), so an indexer reads only blocks with
 * transactions.
 *
 * @example
 * const ledger = createSolanaLedger({ slotMs: 400 })
 * const signature = ledger.sendTransaction(wire)
 */
export function createSolanaLedger(parameters: { slotMs?: number; events?: LedgerEvents } = {}) {
  const state = createSolanaLedgerState(loadLiteSvm(), parameters.events ?? {})
  const { svm, events } = state
  setLedgerClock(state)
  const tick = () => advanceSolanaSlot(state)
  const timer = setInterval(tick, parameters.slotMs ?? 400)
  timer.unref()

  return {
    svm,
    get slot() {
      return state.slot
    },
    get blockHeight() {
      return state.blockHeight
    },
    get latestBlockhash() {
      return {
        blockhash: state.currentBlockhash,
        lastValidBlockHeight: state.blockHeight + RECENT_BLOCKHASHES,
      }
    },
    genesisTime: state.genesisTime,
    isBlockhashValid: (hash: string) => state.recentBlockhashes.has(hash),
    getAccount: (address: string) => ledgerAccount(state, address),
    setAccount(
      address: string,
      account: { lamports: bigint; data: Uint8Array; owner: string; executable?: boolean },
    ) {
      const { Account } = state.binding
      svm.setAccount(
        fromBase58(address),
        new Account(
          account.lamports,
          account.data,
          fromBase58(account.owner),
          account.executable ?? false,
          0n,
        ),
      )
      indexTokenAccounts(state, [address])
      events.onAccounts?.([address])
    },
    rentExemption: (size: number) => svm.minimumBalanceForRentExemption(BigInt(size)),
    /** The token accounts `owner` holds (any mint), from the owner index. */
    getTokenAccountsByOwner: (owner: string) => tokenAccountsOfOwner(state, owner),
    getProgramAccounts: (programId: string) =>
      svm.getProgramAccounts(fromBase58(programId)).map((entry) => ({
        address: toBase58(entry.address),
        account: entry.account(),
      })),
    sendTransaction: (wire: Uint8Array, options?: { skipPreflight?: boolean }) =>
      sendSolanaTransaction(state, wire, options),
    simulateTransaction: (
      wire: Uint8Array,
      options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean },
    ) => simulateSolanaTransaction(state, wire, options),
    getTransaction: (signature: string) => state.transactions.get(signature),
    getSignatureStatus: (signature: string) => state.statuses.get(signature),
    /** Signatures touching `address`, newest first. */
    getSignaturesForAddress: (address: string, options: { limit: number; before?: string; until?: string }) =>
      signaturesForAddress(state, address, options),
    /** A completed block (the current slot's is still open), or undefined for a skipped slot. */
    getBlock: (at: number) => (at < state.slot ? state.blocks.get(at) : undefined),
    /** Slots of completed blocks in [start, end]. */
    getBlocks: (start: number, end: number) => state.blockSlots.filter((s) => s >= start && s <= end),
    /** Produce the next slot now instead of waiting for the timer (tests). */
    tick,
    stop() {
      clearInterval(timer)
    },
  }
}

export type SolanaLedger = ReturnType<typeof createSolanaLedger>

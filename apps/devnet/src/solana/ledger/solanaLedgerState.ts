import type { LiteSvmBinding, NativeAccount, NativeLiteSvm } from '../liteSvm.js'
import { fromBase58 } from '../solanaAccountData.js'
import type { LedgerBlock, LedgerEvents, LedgerTransaction, SignatureStatus } from './solanaLedgerTypes.js'

/**
 * Everything the local validator keeps beside litesvm's accounts: the slot, the recent blockhashes, the blocks
 * with their transactions, the signature statuses and the indexes an RPC node keeps. One object, passed to the
 * steps that read and advance it.
 */
export type SolanaLedgerState = {
  svm: NativeLiteSvm
  /** litesvm's classes, to build accounts and clocks. */
  binding: LiteSvmBinding
  events: LedgerEvents
  genesisTime: number
  slot: number
  blockTime: number
  blockHeight: number
  currentBlockhash: string
  previousBlockhash: string
  /** blockhash → the slot it was produced in: the last ones a transaction may name. */
  recentBlockhashes: Map<string, number>
  blocks: Map<number, LedgerBlock>
  /** Slots of completed blocks, in order. */
  blockSlots: number[]
  transactions: Map<string, LedgerTransaction>
  statuses: Map<string, SignatureStatus>
  /** Signatures per address they touch, oldest first. */
  byAddress: Map<string, string[]>
  /** Confirmed signatures in slot order, waiting to be finalized. */
  awaitingFinality: { slot: number; signature: string }[]
  /**
   * Token accounts by owner, as an RPC node's spl-token-owner index keeps them: an entry is checked on read, so
   * a closed or reassigned account drops out.
   */
  tokenAccountsByOwner: Map<string, Set<string>>
}

/** A new ledger at slot 1, over a litesvm that checks signatures but leaves blockhashes to the ledger. */
export function createSolanaLedgerState(binding: LiteSvmBinding, events: LedgerEvents): SolanaLedgerState {
  const svm: NativeLiteSvm = new binding.LiteSvm()
  svm.setSigverify(true)
  // litesvm accepts only its latest blockhash; the ledger checks against the recent ones itself, as a cluster does.
  svm.setBlockhashCheck(false)
  const genesisTime = Math.floor(Date.now() / 1000)
  const blockhash = svm.latestBlockhash()
  return {
    svm,
    binding,
    events,
    genesisTime,
    slot: 1,
    blockTime: genesisTime,
    blockHeight: 0,
    currentBlockhash: blockhash,
    previousBlockhash: blockhash,
    recentBlockhashes: new Map([[blockhash, 1]]),
    blocks: new Map(),
    blockSlots: [],
    transactions: new Map(),
    statuses: new Map(),
    byAddress: new Map(),
    awaitingFinality: [],
    tokenAccountsByOwner: new Map(),
  }
}

/** The account at `address`, or null. */
export function ledgerAccount(state: SolanaLedgerState, address: string): NativeAccount | null {
  return state.svm.getAccount(fromBase58(address))
}

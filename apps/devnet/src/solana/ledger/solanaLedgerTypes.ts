import type { uiTokenAmount } from '../solanaAccountData.js'

// The records of the local validator's ledger: what it keeps of each slot, block and transaction.

export type Commitment = 'processed' | 'confirmed' | 'finalized'

/** Slots after which a confirmed transaction is finalized (as on a real cluster). */
export const FINALIZATION_SLOTS = 32
/** How many recent blockhashes a transaction may name (about a minute at 400 ms slots, as on mainnet). */
export const RECENT_BLOCKHASHES = 150

export type TokenBalanceRecord = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

export type TransactionMeta = {
  err: unknown
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalanceRecord[]
  postTokenBalances: TokenBalanceRecord[]
  logMessages: string[]
  computeUnitsConsumed: bigint
}

export type CompiledInstructionRecord = { programIdIndex: number; accounts: number[]; data: Uint8Array }

export type LedgerTransaction = {
  signature: string
  signatures: string[]
  slot: number
  blockTime: number
  wire: Uint8Array
  version: 'legacy' | 0
  accountKeys: string[]
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  recentBlockhash: string
  instructions: CompiledInstructionRecord[]
  meta: TransactionMeta
}

export type LedgerBlock = {
  slot: number
  parentSlot: number
  blockhash: string
  previousBlockhash: string
  blockTime: number
  blockHeight: number
  transactions: LedgerTransaction[]
}

export type SignatureStatus = { slot: number; err: unknown; confirmationStatus: Commitment }

export type LedgerEvents = {
  onSlot?(slot: number): void
  onSignature?(signature: string, status: SignatureStatus): void
  onAccounts?(addresses: readonly string[]): void
}

export type DecodedTransaction = Omit<LedgerTransaction, 'slot' | 'blockTime' | 'meta'> & {
  numSigners: number
}

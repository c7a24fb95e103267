import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import {
  isFailedTransaction,
  loadLiteSvm,
  type NativeAccount,
  type NativeLiteSvm,
  toRpcTransactionError,
} from './liteSvm.js'
import {
  fromBase58,
  readMint,
  readTokenAccount,
  type TokenAccountState,
  toBase58,
  uiTokenAmount,
} from './solanaAccountData.js'
import { solanaLamportsPerSignature } from './solanaDevnetConstants.js'
import { SolanaRpcError } from './solanaRpcError.js'

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

const transactionDecoder = getTransactionDecoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

/** The parts of a wire transaction the ledger records; throws -32602 for bytes that are not one. */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: ReturnType<typeof transactionDecoder.decode>
  let message: ReturnType<typeof messageDecoder.decode>
  try {
    transaction = transactionDecoder.decode(wire)
    message = messageDecoder.decode(transaction.messageBytes)
  } catch (cause) {
    throw new SolanaRpcError(-32602, `invalid transaction: failed to deserialize (${String(cause)})`)
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new SolanaRpcError(
      -32602,
      `invalid transaction: version ${String(message.version)} is not supported`,
    )
  const signatures = Object.values(transaction.signatures).map((bytes) =>
    bytes ? toBase58(bytes) : toBase58(new Uint8Array(64)),
  )
  const accountKeys = [...message.staticAccounts]
  const lifetime = (message as { lifetimeToken?: string }).lifetimeToken ?? ''
  return {
    signature: signatures[0] ?? '',
    signatures,
    wire,
    version: message.version,
    accountKeys,
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    recentBlockhash: lifetime,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programAddressIndex,
      accounts: [...(instruction.accountIndices ?? [])],
      data: new Uint8Array(instruction.data ?? new Uint8Array()),
    })),
    numSigners: message.header.numSignerAccounts,
  }
}

/**
 * The local validator's state: litesvm executes transactions, and around it a ledger of slots (one every
 * `slotMs`), blockhashes (the last 150 are valid), blocks with their transactions, signature statuses
 * (confirmed at once, finalized 32 slots later) and an index of signatures per address. Slots without a
 * transaction produce no block (the RPC reports them as skipped), so an indexer reads only blocks with
 * transactions.
 */
export function createSolanaLedger(parameters: { slotMs?: number; events?: LedgerEvents } = {}) {
  const { LiteSvm, Account, Clock } = loadLiteSvm()
  const slotMs = parameters.slotMs ?? 400
  const events = parameters.events ?? {}
  const svm: NativeLiteSvm = new LiteSvm()
  svm.setSigverify(true)
  // litesvm accepts only its latest blockhash; the ledger checks against the recent ones itself, as a cluster does.
  svm.setBlockhashCheck(false)

  const genesisTime = Math.floor(Date.now() / 1000)
  let slot = 1
  const recentBlockhashes = new Map<string, number>() // blockhash → slot it was produced
  let currentBlockhash = svm.latestBlockhash()
  let previousBlockhash = currentBlockhash
  recentBlockhashes.set(currentBlockhash, slot)
  let blockTime = genesisTime
  const blocks = new Map<number, LedgerBlock>()
  const blockSlots: number[] = []
  const transactions = new Map<string, LedgerTransaction>()
  const statuses = new Map<string, SignatureStatus>()
  const byAddress = new Map<string, string[]>()
  const awaitingFinality: { slot: number; signature: string }[] = []
  let blockHeight = 0

  const setClock = () => {
    const clock = svm.getClock()
    svm.setClock(
      new Clock(
        BigInt(slot),
        clock.epochStartTimestamp,
        clock.epoch,
        clock.leaderScheduleEpoch,
        BigInt(blockTime),
      ),
    )
  }
  setClock()

  function tick() {
    const finishing = blocks.get(slot)
    if (finishing) blockSlots.push(slot)
    slot += 1
    blockHeight = slot - 1
    blockTime = Math.floor(Date.now() / 1000)
    svm.warpToSlot(BigInt(slot))
    setClock()
    svm.expireBlockhash()
    previousBlockhash = currentBlockhash
    currentBlockhash = svm.latestBlockhash()
    recentBlockhashes.set(currentBlockhash, slot)
    for (const [hash, producedAt] of recentBlockhashes) {
      if (producedAt > slot - RECENT_BLOCKHASHES) break
      recentBlockhashes.delete(hash)
    }
    while (awaitingFinality[0] && awaitingFinality[0].slot <= slot - FINALIZATION_SLOTS) {
      const { signature } = awaitingFinality.shift() as { signature: string }
      const status = statuses.get(signature)
      if (!status) continue
      status.confirmationStatus = 'finalized'
      events.onSignature?.(signature, status)
    }
    events.onSlot?.(slot)
  }

  const timer = setInterval(tick, slotMs)
  timer.unref()

  const accountOf = (address: string): NativeAccount | null => svm.getAccount(fromBase58(address))

  // Token accounts by owner, as an RPC node's spl-token-owner index keeps them: getTokenAccountsByOwner reads
  // the owner's entries instead of decoding every account of the token program. Every account a transaction
  // or setAccount writes is looked at again; an entry is checked on read, so a closed or reassigned account
  // drops out.
  const tokenAccountsByOwner = new Map<string, Set<string>>()
  function indexTokenAccounts(addresses: readonly string[]) {
    for (const address of addresses) {
      const owner = readTokenAccount(accountOf(address))?.owner
      if (!owner) continue
      let set = tokenAccountsByOwner.get(owner)
      if (!set) {
        set = new Set()
        tokenAccountsByOwner.set(owner, set)
      }
      set.add(address)
    }
  }

  function tokenBalances(keys: readonly string[]): TokenBalanceRecord[] {
    const records: TokenBalanceRecord[] = []
    keys.forEach((key, accountIndex) => {
      const token: TokenAccountState | undefined = readTokenAccount(accountOf(key))
      if (!token) return
      const decimals = readMint(accountOf(token.mint))?.decimals ?? 0
      records.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return records
  }

  const lamportsOf = (keys: readonly string[]) => keys.map((key) => accountOf(key)?.lamports() ?? 0n)

  function record(decoded: DecodedTransaction, meta: TransactionMeta): LedgerTransaction {
    const entry: LedgerTransaction = { ...decoded, slot, blockTime, meta }
    let block = blocks.get(slot)
    if (!block) {
      block = {
        slot,
        parentSlot: blockSlots.at(-1) ?? 0,
        blockhash: currentBlockhash,
        previousBlockhash,
        blockTime,
        blockHeight,
        transactions: [],
      }
      blocks.set(slot, block)
    }
    block.transactions.push(entry)
    transactions.set(entry.signature, entry)
    for (const key of new Set(entry.accountKeys)) {
      const list = byAddress.get(key) ?? []
      list.push(entry.signature)
      byAddress.set(key, list)
    }
    const status: SignatureStatus = { slot, err: meta.err, confirmationStatus: 'confirmed' }
    statuses.set(entry.signature, status)
    awaitingFinality.push({ slot, signature: entry.signature })
    events.onSignature?.(entry.signature, status)
    indexTokenAccounts(entry.accountKeys)
    events.onAccounts?.(entry.accountKeys)
    return entry
  }

  function checkBlockhash(decoded: DecodedTransaction) {
    if (!recentBlockhashes.has(decoded.recentBlockhash))
      throw preflightError('BlockhashNotFound', 'Blockhash not found', [])
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

  /**
   * Executes a signed transaction. With preflight (the default) a transaction that would fail is refused
   * with -32002 and changes nothing; without it, a failing transaction is recorded with its error, as a
   * cluster includes it in a block.
   */
  function sendTransaction(wire: Uint8Array, options: { skipPreflight?: boolean } = {}): string {
    const decoded = decodeTransaction(wire)
    if (transactions.has(decoded.signature)) return decoded.signature
    checkBlockhash(decoded)
    if (!options.skipPreflight) {
      const simulated = svm.simulateVersionedTransaction(wire)
      if (isFailedTransaction(simulated)) {
        const err = toRpcTransactionError(simulated.err())
        const logs = simulated.meta().logs()
        throw preflightError(err, describeError(err), logs)
      }
    }
    const keys = decoded.accountKeys
    const preBalances = lamportsOf(keys)
    const preTokenBalances = tokenBalances(keys)
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
    record(decoded, {
      err,
      fee: solanaLamportsPerSignature * BigInt(decoded.numSigners),
      preBalances,
      postBalances: lamportsOf(keys),
      preTokenBalances,
      postTokenBalances: tokenBalances(keys),
      logMessages: metadata.logs(),
      computeUnitsConsumed: metadata.computeUnitsConsumed(),
    })
    return decoded.signature
  }

  /** Runs a transaction without recording it: its logs, units and the accounts it would leave. */
  function simulateTransaction(
    wire: Uint8Array,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ) {
    const decoded = decodeTransaction(wire)
    if (!options.replaceRecentBlockhash && !recentBlockhashes.has(decoded.recentBlockhash))
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

  return {
    svm,
    get slot() {
      return slot
    },
    get blockHeight() {
      return blockHeight
    },
    get latestBlockhash() {
      return { blockhash: currentBlockhash, lastValidBlockHeight: blockHeight + RECENT_BLOCKHASHES }
    },
    genesisTime,
    isBlockhashValid: (hash: string) => recentBlockhashes.has(hash),
    getAccount: accountOf,
    setAccount(
      address: string,
      account: { lamports: bigint; data: Uint8Array; owner: string; executable?: boolean },
    ) {
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
      indexTokenAccounts([address])
      events.onAccounts?.([address])
    },
    rentExemption: (size: number) => svm.minimumBalanceForRentExemption(BigInt(size)),
    /** The token accounts `owner` holds (any mint), from the owner index. */
    getTokenAccountsByOwner(owner: string) {
      const found: { address: string; account: NativeAccount }[] = []
      for (const address of tokenAccountsByOwner.get(owner) ?? []) {
        const account = accountOf(address)
        if (account && readTokenAccount(account)?.owner === owner) found.push({ address, account })
        else tokenAccountsByOwner.get(owner)?.delete(address)
      }
      return found
    },
    getProgramAccounts: (programId: string) =>
      svm.getProgramAccounts(fromBase58(programId)).map((entry) => ({
        address: toBase58(entry.address),
        account: entry.account(),
      })),
    sendTransaction,
    simulateTransaction,
    getTransaction: (signature: string) => transactions.get(signature),
    getSignatureStatus: (signature: string) => statuses.get(signature),
    /** Signatures touching `address`, newest first. */
    getSignaturesForAddress(address: string, options: { limit: number; before?: string; until?: string }) {
      const list = byAddress.get(address) ?? []
      let end = list.length
      if (options.before) {
        const index = list.lastIndexOf(options.before)
        end = index === -1 ? 0 : index
      }
      const result: LedgerTransaction[] = []
      for (let i = end - 1; i >= 0 && result.length < options.limit; i--) {
        const signature = list[i] as string
        if (signature === options.until) break
        result.push(transactions.get(signature) as LedgerTransaction)
      }
      return result
    },
    /** A completed block (the current slot's is still open), or undefined for a skipped slot. */
    getBlock: (at: number) => (at < slot ? blocks.get(at) : undefined),
    /** Slots of completed blocks in [start, end]. */
    getBlocks(start: number, end: number) {
      return blockSlots.filter((s) => s >= start && s <= end)
    },
    /** Produce the next slot now instead of waiting for the timer (tests). */
    tick,
    stop() {
      clearInterval(timer)
    },
  }
}

export type SolanaLedger = ReturnType<typeof createSolanaLedger>

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

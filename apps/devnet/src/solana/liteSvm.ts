import { createRequire } from 'node:module'
import { DevnetError } from '../errors.js'

// The part of litesvm's native binding (napi-rs) the local validator uses. The `litesvm` npm wrapper is not
// a dependency: its optional per-platform packages are missing from the registry here and break `npm ci`,
// so the Linux x64 binding is depended on directly, as anvil is (see INFRA-FACTS).

export type NativeAccount = {
  lamports(): bigint
  data(): Uint8Array
  owner(): Uint8Array
  executable(): boolean
  rentEpoch(): bigint
}
export type NativeInstructionError = number | { code: number } | { msg: string }
export type NativeTransactionError =
  | number
  | { index: number; err(): NativeInstructionError }
  | { accountIndex: number }
  | { index: number }
export type NativeTransactionMetadata = {
  signature(): Uint8Array
  logs(): string[]
  computeUnitsConsumed(): bigint
}
export type NativeFailedTransaction = { err(): NativeTransactionError; meta(): NativeTransactionMetadata }
export type NativeSimulation = {
  meta(): NativeTransactionMetadata
  postAccounts(): { address: Uint8Array; account(): NativeAccount }[]
}
export type NativeClock = {
  slot: bigint
  epoch: bigint
  epochStartTimestamp: bigint
  leaderScheduleEpoch: bigint
  unixTimestamp: bigint
}
export type NativeLiteSvm = {
  setBlockhashCheck(check: boolean): void
  setSigverify(check: boolean): void
  minimumBalanceForRentExemption(dataLen: bigint): bigint
  getAccount(address: Uint8Array): NativeAccount | null
  setAccount(address: Uint8Array, account: NativeAccount): void
  getProgramAccounts(programId: Uint8Array): { address: Uint8Array; account(): NativeAccount }[]
  getBalance(address: Uint8Array): bigint | null
  latestBlockhash(): string
  airdrop(address: Uint8Array, lamports: bigint): NativeTransactionMetadata | NativeFailedTransaction | null
  sendVersionedTransaction(bytes: Uint8Array): NativeTransactionMetadata | NativeFailedTransaction
  simulateVersionedTransaction(bytes: Uint8Array): NativeSimulation | NativeFailedTransaction
  expireBlockhash(): void
  warpToSlot(slot: bigint): void
  getClock(): NativeClock
  setClock(clock: NativeClock): void
}
export type LiteSvmBinding = {
  LiteSvm: new () => NativeLiteSvm
  Account: new (
    lamports: bigint,
    data: Uint8Array,
    owner: Uint8Array,
    executable: boolean,
    rentEpoch: bigint,
  ) => NativeAccount
  Clock: new (
    slot: bigint,
    epochStartTimestamp: bigint,
    epoch: bigint,
    leaderScheduleEpoch: bigint,
    unixTimestamp: bigint,
  ) => NativeClock
  FailedTransactionMetadata: abstract new () => NativeFailedTransaction
}

export class LiteSvmNotFoundError extends DevnetError {
  override name = 'LiteSvmNotFoundError'
}

let binding: LiteSvmBinding | undefined

/** The litesvm native binding, loaded once. */
export function loadLiteSvm(): LiteSvmBinding {
  if (binding) return binding
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new LiteSvmNotFoundError(
      `The local Solana validator needs litesvm's Linux x64 binding; this is ${process.platform} ${process.arch}.`,
    )
  try {
    binding = createRequire(import.meta.url)('litesvm-linux-x64-gnu') as LiteSvmBinding
  } catch (cause) {
    throw new LiteSvmNotFoundError(
      'litesvm-linux-x64-gnu is not installed: run npm install (it is an optional dependency of @latch/devnet).',
      { cause },
    )
  }
  return binding
}

/** litesvm's failed-transaction result, told apart from a successful one. */
export function isFailedTransaction(
  result: NativeTransactionMetadata | NativeFailedTransaction | NativeSimulation,
): result is NativeFailedTransaction {
  return result instanceof loadLiteSvm().FailedTransactionMetadata
}

const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

/** A transaction error as Solana's JSON-RPC writes it: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`… */
export function toRpcTransactionError(error: NativeTransactionError): unknown {
  if (typeof error === 'number') return transactionErrorNames[error] ?? `TransactionError${error}`
  if ('err' in error) {
    const inner = error.err()
    const detail =
      typeof inner === 'number'
        ? (instructionErrorNames[inner] ?? `InstructionError${inner}`)
        : 'code' in inner
          ? { Custom: inner.code }
          : { BorshIoError: inner.msg }
    return { InstructionError: [error.index, detail] }
  }
  if ('accountIndex' in error) {
    const name = error.constructor.name.includes('Rent')
      ? 'InsufficientFundsForRent'
      : 'ProgramExecutionTemporarilyRestricted'
    return { [name]: { account_index: error.accountIndex } }
  }
  return { DuplicateInstruction: error.index }
}

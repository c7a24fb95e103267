import type { LedgerBlock, LedgerTransaction } from './ledger/solanaLedgerTypes.js'
import type { NativeAccount } from './liteSvm.js'
import { parseTokenProgramAccount, toBase58 } from './solanaAccountData.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'

/** The largest u64: Solana reports it as the rent epoch of rent-exempt accounts. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/** JSON text of an RPC answer: bigints become plain JSON numbers (lamports and u64s exceed 2^53). */
export function stringifyRpc(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `__u64__${item}` : item)).replace(
    /"__u64__(-?\d+)"/g,
    '$1',
  )
}

export function accountEncoding(config: unknown): AccountEncoding {
  const encoding = (config as { encoding?: unknown } | undefined)?.encoding ?? 'base58'
  if (encoding === 'base64' || encoding === 'base58' || encoding === 'jsonParsed') return encoding
  throw invalidParams(`unsupported account encoding ${String(encoding)}`)
}

/** An account as `getAccountInfo` gives it. */
export function encodeAccount(
  account: NativeAccount,
  encoding: AccountEncoding,
  decimalsOf: (mint: string) => number,
) {
  const data = account.data()
  if (encoding === 'base58' && data.length > 128)
    throw new SolanaRpcError(
      -32600,
      'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    )
  const parsed = encoding === 'jsonParsed' ? parseTokenProgramAccount(account, decimalsOf) : undefined
  return {
    data:
      parsed ??
      (encoding === 'base58' ? [toBase58(data), 'base58'] : [Buffer.from(data).toString('base64'), 'base64']),
    executable: account.executable(),
    lamports: account.lamports(),
    owner: toBase58(account.owner()),
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: data.length,
  }
}

export function transactionEncoding(config: unknown): TransactionEncoding {
  const encoding = (config as { encoding?: unknown } | undefined)?.encoding ?? 'json'
  if (encoding === 'json' || encoding === 'jsonParsed' || encoding === 'base64' || encoding === 'base58')
    return encoding
  throw invalidParams(`unsupported transaction encoding ${String(encoding)}`)
}

/** -32015 unless the client says it reads version-0 transactions, as the Solana RPC answers. */
export function checkVersion(transaction: LedgerTransaction, config: unknown) {
  const max = (config as { maxSupportedTransactionVersion?: unknown } | undefined)
    ?.maxSupportedTransactionVersion
  if (transaction.version === 0 && (max === undefined || max === null))
    throw new SolanaRpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
}

function isWritable(transaction: LedgerTransaction, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = transaction.header
  if (index < numRequiredSignatures) return index < numRequiredSignatures - numReadonlySignedAccounts
  return index < transaction.accountKeys.length - numReadonlyUnsignedAccounts
}

/** `{ transaction, meta, version }` of `getTransaction` and `getBlock`, in the asked encoding. */
export function encodeTransaction(transaction: LedgerTransaction, encoding: TransactionEncoding) {
  const { meta } = transaction
  const encodedMeta = {
    err: meta.err,
    fee: meta.fee,
    preBalances: meta.preBalances,
    postBalances: meta.postBalances,
    innerInstructions: [],
    logMessages: meta.logMessages,
    preTokenBalances: meta.preTokenBalances,
    postTokenBalances: meta.postTokenBalances,
    rewards: [],
    status: meta.err === null ? { Ok: null } : { Err: meta.err },
    computeUnitsConsumed: meta.computeUnitsConsumed,
    ...(transaction.version === 0 ? { loadedAddresses: { readonly: [], writable: [] } } : {}),
  }
  let encoded: unknown
  if (encoding === 'base64') encoded = [Buffer.from(transaction.wire).toString('base64'), 'base64']
  else if (encoding === 'base58') encoded = [toBase58(transaction.wire), 'base58']
  else {
    const parsed = encoding === 'jsonParsed'
    encoded = {
      signatures: transaction.signatures,
      message: {
        accountKeys: parsed
          ? transaction.accountKeys.map((pubkey, index) => ({
              pubkey,
              signer: index < transaction.header.numRequiredSignatures,
              writable: isWritable(transaction, index),
              source: 'transaction',
            }))
          : transaction.accountKeys,
        ...(parsed ? {} : { header: transaction.header }),
        recentBlockhash: transaction.recentBlockhash,
        instructions: transaction.instructions.map((instruction) =>
          parsed
            ? {
                programId: transaction.accountKeys[instruction.programIdIndex],
                accounts: instruction.accounts.map((index) => transaction.accountKeys[index]),
                data: toBase58(instruction.data),
                stackHeight: null,
              }
            : {
                programIdIndex: instruction.programIdIndex,
                accounts: instruction.accounts,
                data: toBase58(instruction.data),
                stackHeight: null,
              },
        ),
        ...(transaction.version === 0 ? { addressTableLookups: [] } : {}),
      },
    }
  }
  return { transaction: encoded, meta: encodedMeta, version: transaction.version }
}

/** `getBlock` with full transactions, only signatures, or none. */
export function encodeBlock(block: LedgerBlock, config: unknown) {
  const options = (config ?? {}) as { transactionDetails?: unknown; rewards?: unknown }
  const details = options.transactionDetails ?? 'full'
  const encoding = transactionEncoding(config)
  const base = {
    blockHeight: block.blockHeight,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: block.parentSlot,
    previousBlockhash: block.previousBlockhash,
    ...(options.rewards === false ? {} : { rewards: [] }),
  }
  if (details === 'none') return base
  if (details === 'signatures') return { ...base, signatures: block.transactions.map((t) => t.signature) }
  if (details !== 'full') throw invalidParams(`unsupported transactionDetails ${String(details)}`)
  for (const transaction of block.transactions) checkVersion(transaction, config)
  return { ...base, transactions: block.transactions.map((t) => encodeTransaction(t, encoding)) }
}

import { InvalidSolanaRequestError, UnsupportedSolanaMethodError } from './errors.js'

/** The preflight commitments a request may name; the deprecated ones mean what `@solana/web3.js` made them mean. */
export const PREFLIGHT_COMMITMENTS = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
} as const

export type SolanaRequest =
  | { method: 'solana_getAccounts' | 'solana_requestAccounts' }
  | { method: 'solana_signMessage'; message: string; pubkey: string }
  | { method: 'solana_signTransaction'; transaction: string }
  | { method: 'solana_signAllTransactions'; transactions: string[] }
  | {
      method: 'solana_signAndSendTransaction'
      transaction: string
      sendOptions: {
        preflightCommitment?: (typeof PREFLIGHT_COMMITMENTS)[keyof typeof PREFLIGHT_COMMITMENTS]
        skipPreflight?: boolean
        maxRetries?: number
        minContextSlot?: number
      }
    }

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function record(params: unknown, method: string): Record<string, unknown> {
  if (!params || typeof params !== 'object' || Array.isArray(params))
    throw new InvalidSolanaRequestError(`${method} expects an object of parameters.`)
  return params as Record<string, unknown>
}

function transaction(value: unknown, method: string): string {
  if (typeof value !== 'string' || !value || !BASE64.test(value))
    throw new InvalidSolanaRequestError(`${method} needs a transaction (a base64 serialized transaction).`)
  return value
}

/**
 * Checks a Solana wallet request: a message and a pubkey (base58) to sign a message,
 * a transaction, or a non-empty list of transactions; `sendOptions.preflightCommitment` one of processed,
 * confirmed, finalized, recent, single, singleGossip, root or max (mapped to the three current levels).
 *
 * @example
 * validateSolanaRequest({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey } })
 */
export function validateSolanaRequest(args: { method: string; params?: unknown }): SolanaRequest {
  const { method, params } = args
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return { method }
    case 'solana_signMessage': {
      const { message, pubkey } = record(params, method)
      if (typeof message !== 'string' || !message || !BASE58.test(message))
        throw new InvalidSolanaRequestError('solana_signMessage needs a message (base58 encoded bytes).')
      if (typeof pubkey !== 'string' || !BASE58.test(pubkey) || pubkey.length < 32 || pubkey.length > 44)
        throw new InvalidSolanaRequestError('solana_signMessage needs the pubkey of the account that signs.')
      return { method, message, pubkey }
    }
    case 'solana_signTransaction':
      return { method, transaction: transaction(record(params, method).transaction, method) }
    case 'solana_signAllTransactions': {
      const { transactions } = record(params, method)
      if (!Array.isArray(transactions) || transactions.length === 0)
        throw new InvalidSolanaRequestError('solana_signAllTransactions needs a list of transactions.')
      return { method, transactions: transactions.map((t) => transaction(t, method)) }
    }
    case 'solana_signAndSendTransaction': {
      const input = record(params, method)
      const options = input.sendOptions ?? {}
      if (typeof options !== 'object' || options === null || Array.isArray(options))
        throw new InvalidSolanaRequestError('sendOptions must be an object.')
      const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options as Record<
        string,
        unknown
      >
      if (
        preflightCommitment !== undefined &&
        !Object.hasOwn(PREFLIGHT_COMMITMENTS, String(preflightCommitment))
      )
        throw new InvalidSolanaRequestError(
          `Invalid preflight commitment "${String(preflightCommitment)}": use processed, confirmed, finalized, recent, single, singleGossip, root or max.`,
        )
      if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean')
        throw new InvalidSolanaRequestError('sendOptions.skipPreflight must be a boolean.')
      for (const [name, value] of [
        ['maxRetries', maxRetries],
        ['minContextSlot', minContextSlot],
      ] as const)
        if (value !== undefined && (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0))
          throw new InvalidSolanaRequestError(`sendOptions.${name} must be a non-negative integer.`)
      return {
        method,
        transaction: transaction(input.transaction, method),
        sendOptions: {
          ...(preflightCommitment !== undefined
            ? {
                preflightCommitment:
                  PREFLIGHT_COMMITMENTS[preflightCommitment as keyof typeof PREFLIGHT_COMMITMENTS],
              }
            : {}),
          ...(skipPreflight !== undefined ? { skipPreflight } : {}),
          ...(maxRetries !== undefined ? { maxRetries: maxRetries as number } : {}),
          ...(minContextSlot !== undefined ? { minContextSlot: minContextSlot as number } : {}),
        },
      }
    }
    default:
      throw new UnsupportedSolanaMethodError(method)
  }
}

import { TransactionFailedError, UserRejectedRequestError } from '@latch/core'

/** A declined prompt becomes UserRejectedRequestError, anything else TransactionFailedError, with the wallet's words. */
export function toPolkadotWalletError(error: unknown, declined = 'User rejected the request.'): Error {
  if (error instanceof UserRejectedRequestError || error instanceof TransactionFailedError) return error
  const e = error as { code?: unknown; message?: unknown } | null
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0] : String(error)
  if (e?.code === 4001 || /reject|declin|denied|cancel/i.test(message ?? ''))
    return new UserRejectedRequestError({ shortMessage: declined, cause: error })
  return new TransactionFailedError({ shortMessage: message, cause: error })
}

import { BaseError } from '../../errors/base.js'

/** The text a failed wallet transaction shows: the wallet's short message, else 'Transaction error'. */
export function swapErrorMessage(error: unknown): string {
  if (error instanceof BaseError && error.shortMessage) return error.shortMessage
  return 'Transaction error'
}

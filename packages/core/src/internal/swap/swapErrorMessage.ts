import { BaseError } from '../../errors/base.js'
import type { Text } from '../../texts/index.js'
import { sendTexts } from '../../texts/send.js'

/** What a failed swap or approval shows: the error's short message (with its key when it is core's), else 'Transaction error'. */
export function swapErrorMessage(error: unknown): { shortMessage: string; text: Text | undefined } {
  if (error instanceof BaseError && error.shortMessage)
    return { shortMessage: error.shortMessage, text: error.text }
  return { shortMessage: sendTexts.transactionError, text: { key: 'transactionError' } }
}

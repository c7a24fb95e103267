import { sendTexts } from '../texts/send.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * A transaction the wallet did not send, or that failed on chain. `shortMessage` is the wallet's own
 * short message when it gave one, else 'Transaction error'.
 */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  constructor(parameters: BaseErrorParameters & { shortMessage?: string | undefined } = {}) {
    super(parameters.shortMessage || textOf(sendTexts, 'transactionError'), parameters)
  }
}

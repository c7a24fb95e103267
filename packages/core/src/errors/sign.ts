import { sendTexts } from '../texts/send.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** The wallet failed to sign a message for a reason other than a decline. */
export class SignMessageFailedError extends BaseError {
  override name = 'SignMessageFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(sendTexts, 'signMessageFailed'), parameters)
  }
}

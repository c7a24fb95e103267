import { sendTexts } from '../texts/send.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * The Send form is not ready to send: its input is incomplete or invalid, no account is connected, a send is
 * in progress, or the gas price is not known yet; `reason` says which.
 */
export class InvalidSendInputError extends BaseError {
  override name = 'InvalidSendInputError'
  readonly reason: string
  constructor({ reason, ...parameters }: BaseErrorParameters & { reason: string }) {
    super(textOf(sendTexts, 'invalidAddress'), {
      ...parameters,
      details: parameters.details ?? `The form is not ready to send: ${reason}.`,
    })
    this.reason = reason
  }
}

import { sendTexts } from '../texts/send.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** The Send form is incomplete or invalid (specification section 5). */
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

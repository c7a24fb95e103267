import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * A call of a batch breaks EIP-5792's rule: its destination must start with 0x, and
 * its data, when given, must start with 0x. `index` is the call's place in the batch.
 */
export class InvalidCallError extends BaseError {
  override name = 'InvalidCallError'
  readonly index: number
  readonly field: 'to' | 'data'
  constructor({
    index,
    field,
    ...parameters
  }: BaseErrorParameters & { index: number; field: 'to' | 'data' }) {
    super(field === 'to' ? 'The destination must start with 0x' : 'The data must start with 0x', {
      ...parameters,
      details: parameters.details ?? `Call ${index} of the batch has a ${field} that does not start with 0x.`,
    })
    this.index = index
    this.field = field
  }
}

/** The connected wallet's adapter has no batched calls (EIP-5792), or the wallet cannot show a batch. */
export class CallsNotSupportedError extends BaseError {
  override name = 'CallsNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Batched calls are not supported', parameters)
  }
}

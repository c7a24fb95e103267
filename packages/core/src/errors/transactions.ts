import { sendTexts } from '../texts/send.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** The transaction history could not be loaded (the list is emptied and its cursor cleared). */
export class TransactionsFetchError extends BaseError {
  override name = 'TransactionsFetchError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(sendTexts, 'transactionsFetchFailed'), parameters)
  }
}

/** The transaction history needs a connected account. */
export class TransactionsAccountNotFoundError extends BaseError {
  override name = 'TransactionsAccountNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Transactions need an account address', parameters)
  }
}

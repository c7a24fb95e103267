import { namesTexts } from '../texts/names.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** A name could not be resolved to an account (the name service failed, not "no such name"). */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(namesTexts, 'errorResolvingName'), parameters)
  }
}

/** The name service did not answer with suggestions. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(namesTexts, 'errorFetchingSuggestions'), parameters)
  }
}

/** The reverse lookup (address → names) failed. */
export class ReverseNameError extends BaseError {
  override name = 'ReverseNameError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(namesTexts, 'errorFetchingNames'), parameters)
  }
}

/**
 * Registering a name failed. The text is the name service's first reason when it gave one (it is written
 * for the person using the widget), otherwise 'Error registering name {name}'.
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  readonly accountName: string
  constructor({
    accountName,
    reason,
    ...parameters
  }: BaseErrorParameters & { accountName: string; reason?: string | undefined }) {
    super(reason || textOf(namesTexts, 'errorRegisteringName', { name: accountName }), parameters)
    this.accountName = accountName
  }
}

/** A name that breaks the account-name rule (at least 4 characters; letters, digits, hyphens). */
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountNameError'
  readonly reason: 'tooShort' | 'invalidCharacters'
  constructor({ reason, ...parameters }: BaseErrorParameters & { reason: 'tooShort' | 'invalidCharacters' }) {
    super(textOf(namesTexts, reason === 'tooShort' ? 'nameTooShort' : 'nameInvalidCharacters'), parameters)
    this.reason = reason
  }
}

import { siwxTexts } from '../texts/siwx.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

// The sign-in preconditions (configured, an account, a network, a wallet that signs), each with its exact text.

/** Sign-in was asked for on an instance without sign-in configured. */
export class SIWXNotEnabledError extends BaseError {
  override name = 'SIWXNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

export class SIWXAddressNotFoundError extends BaseError {
  override name = 'SIWXAddressNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

export class SIWXNetworkNotFoundError extends BaseError {
  override name = 'SIWXNetworkNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}

export class SIWXClientNotFoundError extends BaseError {
  override name = 'SIWXClientNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ConnectionController client found', parameters)
  }
}

/** The sign-in could not start (no message, or the stored sessions could not be read). */
export class SIWXInitializeError extends BaseError {
  override name = 'SIWXInitializeError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(siwxTexts, 'siwxInitializeFailed'), parameters)
  }
}

/** The visitor declined to sign the sign-in message, or the signature was not accepted. */
export class SIWXSignatureDeclinedError extends BaseError {
  override name = 'SIWXSignatureDeclinedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(siwxTexts, 'signatureDeclined'), parameters)
  }
}

/** A contract account's signature was not accepted: the site may not verify ERC-1271 signatures. */
export class SIWXSmartAccountError extends BaseError {
  override name = 'SIWXSmartAccountError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(siwxTexts, 'smartAccountNotSupported'), parameters)
  }
}

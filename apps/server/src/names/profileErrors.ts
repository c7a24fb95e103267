import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../errors.js'

/**
 * A refusal of the name service or of sign-in: `{ code, message, reasons }`. The widget shows the first
 * reason in place of its generic text ('Error registering name {name}'), so reasons are written for the
 * person using it.
 */
export class ProfileError extends ApiError {
  override name = 'ProfileError'
  readonly reasons: string[]

  constructor(status: ContentfulStatusCode, code: string, message: string, reasons: string[] = [message]) {
    super(status, code, message)
    this.reasons = reasons
  }

  override toJSON(): ReturnType<ApiError['toJSON']> & { reasons: string[] } {
    return Object.assign(super.toJSON(), { reasons: this.reasons })
  }
}

/** A chain id that has no ENSIP-11 coin type (at or above 2^31): the text the widget shows is 'Invalid chainId'. */
export class InvalidChainIdError extends ProfileError {
  override name = 'InvalidChainIdError'
  constructor(detail?: string) {
    super(
      400,
      'INVALID_CHAIN_ID',
      'Invalid chainId',
      detail ? ['Invalid chainId', detail] : ['Invalid chainId'],
    )
  }
}

export class InvalidNameError extends ProfileError {
  override name = 'InvalidNameError'
  constructor(reason: string) {
    super(400, 'INVALID_NAME', reason)
  }
}

export class NameNotFoundError extends ProfileError {
  override name = 'NameNotFoundError'
  constructor(name: string) {
    super(404, 'NAME_NOT_FOUND', `No account is registered under ${name}`)
  }
}

export class NameTakenError extends ProfileError {
  override name = 'NameTakenError'
  constructor(name: string) {
    super(409, 'NAME_TAKEN', `${name} is already registered; choose another name`)
  }
}

export class InvalidSignatureError extends ProfileError {
  override name = 'InvalidSignatureError'
  constructor(address: string) {
    super(401, 'INVALID_SIGNATURE', `The signature was not made by ${address}`)
  }
}

export class ChainUnavailableForSignatureError extends ProfileError {
  override name = 'ChainUnavailableForSignatureError'
  constructor(chainId: number) {
    super(
      502,
      'CHAIN_UNAVAILABLE',
      `Could not check the contract wallet's signature: chain ${chainId} did not answer; try again`,
    )
  }
}

/** The address holds as many names as one address may. */
export class NameLimitError extends ProfileError {
  override name = 'NameLimitError'
  constructor(address: string, cap: number) {
    super(
      409,
      'NAME_LIMIT_REACHED',
      `${address} already holds ${cap} names, the most one address may register`,
    )
  }
}

import { ApiError } from '../errors.js'

export class OnrampProviderUnavailableError extends ApiError {
  override name = 'OnrampProviderUnavailableError'
  constructor(provider: string) {
    super(
      400,
      'ONRAMP_PROVIDER_UNAVAILABLE',
      `The on-ramp provider ${provider} is not configured on this server`,
    )
  }
}

export class OnrampNamespaceError extends ApiError {
  override name = 'OnrampNamespaceError'
  constructor(provider: string, network: string) {
    super(
      400,
      'ONRAMP_UNSUPPORTED_NETWORK',
      `The on-ramp provider ${provider} does not deliver on ${network}`,
    )
  }
}

export class OnrampTokenError extends ApiError {
  override name = 'OnrampTokenError'
  constructor(token: string, network: string) {
    super(
      400,
      'ONRAMP_UNSUPPORTED_TOKEN',
      `The token ${token} on ${network} cannot be bought: it has no known price`,
    )
  }
}

export class OnrampAmountError extends ApiError {
  override name = 'OnrampAmountError'
  constructor(min: number, max: number) {
    super(400, 'ONRAMP_INVALID_AMOUNT', `The amount must be between ${min} and ${max} USD`)
  }
}

export class OnrampPurchaseNotFoundError extends ApiError {
  override name = 'OnrampPurchaseNotFoundError'
  constructor(id: string) {
    super(404, 'ONRAMP_PURCHASE_NOT_FOUND', `No on-ramp purchase ${id}`)
  }
}

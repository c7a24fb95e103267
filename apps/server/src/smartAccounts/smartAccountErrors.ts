import { ApiError } from '../errors.js'

export class SmartAccountsUnavailableError extends ApiError {
  override name = 'SmartAccountsUnavailableError'
  constructor(chain: string) {
    super(
      400,
      'SMART_ACCOUNTS_UNAVAILABLE',
      `Smart accounts are not available on ${chain}: it has no bundler`,
    )
  }
}

export class BundlerMethodNotAllowedError extends ApiError {
  override name = 'BundlerMethodNotAllowedError'
  constructor(method: string) {
    super(400, 'METHOD_NOT_ALLOWED', `Method ${method} is not available through the bundler endpoint`)
  }
}

export class SponsorshipUnavailableError extends ApiError {
  override name = 'SponsorshipUnavailableError'
  constructor(chain: string) {
    super(400, 'SPONSORSHIP_UNAVAILABLE', `UserOperations on ${chain} are not sponsored by this server`)
  }
}

export class BundlerUnavailableError extends ApiError {
  override name = 'BundlerUnavailableError'
  constructor(chain: string, reason: string) {
    super(503, 'BUNDLER_UNAVAILABLE', `The bundler of ${chain} cannot be reached: ${reason}`)
  }
}

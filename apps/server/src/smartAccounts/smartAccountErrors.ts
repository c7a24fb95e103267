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

export class SponsorshipNotEnabledError extends ApiError {
  override name = 'SponsorshipNotEnabledError'
  constructor(projectId: string) {
    super(
      403,
      'SPONSORSHIP_NOT_ENABLED',
      `Project ${projectId} does not sponsor UserOperations: its smart accounts pay their own gas`,
    )
  }
}

export class SponsorshipCostLimitError extends ApiError {
  override name = 'SponsorshipCostLimitError'
  constructor(projectId: string, cost: bigint, limit: bigint) {
    super(
      403,
      'SPONSORSHIP_COST_LIMIT',
      `This UserOperation may cost up to ${cost} wei; project ${projectId} sponsors at most ${limit} wei per operation`,
    )
  }
}

export class SponsorshipDailyLimitError extends ApiError {
  override name = 'SponsorshipDailyLimitError'
  constructor(projectId: string, limit: number) {
    super(
      429,
      'SPONSORSHIP_DAILY_LIMIT',
      `This account had its ${limit} sponsored UserOperations of the last 24 hours from project ${projectId}`,
    )
  }
}

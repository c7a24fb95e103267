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

export class SponsorshipProjectDailyLimitError extends ApiError {
  override name = 'SponsorshipProjectDailyLimitError'
  constructor(projectId: string, limit: number) {
    super(
      429,
      'SPONSORSHIP_PROJECT_DAILY_LIMIT',
      `Project ${projectId} had its ${limit} sponsored UserOperations of the last 24 hours`,
    )
  }
}

export class SponsorshipProjectBudgetError extends ApiError {
  override name = 'SponsorshipProjectBudgetError'
  constructor(projectId: string, cost: bigint, left: bigint, budget: bigint) {
    super(
      429,
      'SPONSORSHIP_PROJECT_BUDGET',
      `This UserOperation may cost up to ${cost} wei; project ${projectId} has ${left} wei left of the ${budget} wei it sponsors in 24 hours`,
    )
  }
}

export class SponsorshipCallerRequiredError extends ApiError {
  override name = 'SponsorshipCallerRequiredError'
  constructor(projectId: string) {
    super(
      401,
      'SPONSORSHIP_CALLER_REQUIRED',
      `Project ${projectId} sponsors only its embedded wallets and its own servers: send the wallet session's access token (Authorization: Bearer) or the project's secret key (X-Latch-Secret-Key)`,
    )
  }
}

export class SponsorshipSessionError extends ApiError {
  override name = 'SponsorshipSessionError'
  constructor() {
    super(
      401,
      'SPONSORSHIP_SESSION_INVALID',
      'The wallet session is unknown, expired or signed out: UserOperations are sponsored only for a current session',
    )
  }
}

export class SponsorshipSessionProjectError extends ApiError {
  override name = 'SponsorshipSessionProjectError'
  constructor(projectId: string) {
    super(
      403,
      'SPONSORSHIP_SESSION_PROJECT',
      `This wallet session belongs to another project: project ${projectId} sponsors only its own wallets`,
    )
  }
}

export class SponsorshipSenderError extends ApiError {
  override name = 'SponsorshipSenderError'
  constructor(projectId: string, sender: string) {
    super(
      403,
      'SPONSORSHIP_SENDER_NOT_ALLOWED',
      `${sender} is neither this wallet's smart account nor a session account redeeming its permissions: project ${projectId} sponsors only those`,
    )
  }
}

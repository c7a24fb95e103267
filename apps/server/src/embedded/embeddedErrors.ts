import { ApiError } from '../errors.js'

/** The e-mail login's refusals, each `{ code, message }` with the text the widget shows. */

export class EmailRateLimitedError extends ApiError {
  override name = 'EmailRateLimitedError'
  constructor(seconds: number) {
    super(429, 'EMAIL_RATE_LIMITED', `Please wait ${seconds} seconds before requesting another code`, {
      retryAfter: String(seconds),
    })
  }
}

export class TooManyRequestsError extends ApiError {
  override name = 'TooManyRequestsError'
  constructor(scope: 'email' | 'ip' | 'project') {
    super(
      429,
      'RATE_LIMITED',
      `Too many login e-mails from this ${scope === 'ip' ? 'network' : scope}. Please try again later`,
    )
  }
}

export class InvalidCodeError extends ApiError {
  override name = 'InvalidCodeError'
  constructor(attemptsLeft: number) {
    super(
      400,
      'INVALID_OTP',
      `Invalid code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left`,
      {
        attemptsLeft: String(attemptsLeft),
      },
    )
  }
}

export class CodeExpiredError extends ApiError {
  override name = 'CodeExpiredError'
  constructor() {
    super(400, 'OTP_EXPIRED', 'This code has expired. Request a new one')
  }
}

export class CodeAttemptsExceededError extends ApiError {
  override name = 'CodeAttemptsExceededError'
  constructor() {
    super(400, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Request a new one')
  }
}

export class SessionTokenError extends ApiError {
  override name = 'SessionTokenError'
  constructor(message = 'Session token missing, unknown or expired: log in again') {
    super(401, 'INVALID_SESSION', message)
  }
}

export class SessionNotVerifiedError extends ApiError {
  override name = 'SessionNotVerifiedError'
  constructor() {
    super(403, 'SESSION_NOT_VERIFIED', 'This login has not been confirmed with the mailed code')
  }
}

export class FrameOriginError extends ApiError {
  override name = 'FrameOriginError'
  constructor() {
    super(403, 'FRAME_ORIGIN_NOT_ALLOWED', 'The embedded-wallet service answers its own frame only')
  }
}

export class DeviceNotApprovedError extends ApiError {
  override name = 'DeviceNotApprovedError'
  constructor() {
    super(403, 'DEVICE_NOT_APPROVED', 'Approve this device with the link mailed to you first')
  }
}

export class SharesExistError extends ApiError {
  override name = 'SharesExistError'
  constructor() {
    super(409, 'WALLET_EXISTS', 'This account already has a wallet')
  }
}

export class NoWalletError extends ApiError {
  override name = 'NoWalletError'
  constructor() {
    super(404, 'NO_WALLET', 'This account has no wallet yet')
  }
}

/** No mailer on this server (503), or a project whose operator did not choose the e-mail login (400). */
export class EmailNotConfiguredError extends ApiError {
  override name = 'EmailNotConfiguredError'
  constructor(where: 'server' | 'project' = 'server') {
    if (where === 'project')
      super(400, 'EMAIL_NOT_CONFIGURED', 'E-mail login is not configured for this project')
    else super(503, 'EMAIL_NOT_CONFIGURED', 'E-mail login is not configured on this server (SMTP_URL)')
  }
}

export class EmailDeliveryError extends ApiError {
  override name = 'EmailDeliveryError'
  constructor() {
    super(503, 'EMAIL_NOT_SENT', 'The e-mail could not be sent. Please try again')
  }
}

export class EmailInUseError extends ApiError {
  override name = 'EmailInUseError'
  constructor() {
    super(409, 'EMAIL_IN_USE', 'This e-mail address belongs to another account')
  }
}

export class NoEmailChangeError extends ApiError {
  override name = 'NoEmailChangeError'
  constructor(message = 'No e-mail change is pending: start it again') {
    super(400, 'NO_EMAIL_CHANGE', message)
  }
}

export class SocialNotConfiguredError extends ApiError {
  override name = 'SocialNotConfiguredError'
  constructor(provider: string) {
    super(400, 'SOCIAL_NOT_CONFIGURED', `Login with ${provider} is not configured for this project`)
  }
}

export class SocialProviderUnavailableError extends ApiError {
  override name = 'SocialProviderUnavailableError'
  constructor(provider: string) {
    super(503, 'SOCIAL_PROVIDER_UNAVAILABLE', `${provider} cannot be reached. Please try again`)
  }
}

/** The provider's callback does not complete this login: wrong state, a used or foreign code, a bad id token. */
export class SocialLoginRefusedError extends ApiError {
  override name = 'SocialLoginRefusedError'
  constructor(message = 'The social login could not be verified. Please try again') {
    super(400, 'SOCIAL_LOGIN_REFUSED', message)
  }
}

/** The visitor declined at the provider (the callback carries `error=access_denied`). */
export class SocialLoginCanceledError extends ApiError {
  override name = 'SocialLoginCanceledError'
  constructor() {
    super(400, 'SOCIAL_LOGIN_CANCELED', 'The login was cancelled at the provider')
  }
}

export class FarcasterNotConfiguredError extends ApiError {
  override name = 'FarcasterNotConfiguredError'
  constructor(where: 'server' | 'project' = 'server') {
    super(400, 'FARCASTER_NOT_CONFIGURED', `Login with Farcaster is not configured for this ${where}`)
  }
}

/** The signed message does not complete this login: its nonce, domain, expiry, signature or fid custody. */
export class FarcasterLoginRefusedError extends ApiError {
  override name = 'FarcasterLoginRefusedError'
  constructor(message = 'The Farcaster login could not be verified. Please try again') {
    super(400, 'FARCASTER_LOGIN_REFUSED', message)
  }
}

export class FarcasterRegistryUnavailableError extends ApiError {
  override name = 'FarcasterRegistryUnavailableError'
  constructor() {
    super(
      503,
      'FARCASTER_REGISTRY_UNAVAILABLE',
      'The Farcaster ID registry cannot be reached. Please try again',
    )
  }
}

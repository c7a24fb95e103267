import { ProfileError } from '../names/profileErrors.js'

/** The analytics allowlist texts, with reasons: sign-in is refused to sites not on the project's allowlist. */
export class SiwxOriginNotAllowedError extends ProfileError {
  override name = 'SiwxOriginNotAllowedError'
  constructor() {
    super(
      403,
      'ORIGIN_NOT_ALLOWED',
      "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
    )
  }
}

export class SiwxMessageError extends ProfileError {
  override name = 'SiwxMessageError'
}

/** Reading or revoking a session needs the bearer token its creation answered. */
export class SiwxTokenError extends ProfileError {
  override name = 'SiwxTokenError'
  constructor() {
    super(
      401,
      'INVALID_TOKEN',
      'Sign-in session token missing or malformed: send Authorization: Bearer <token>',
    )
  }
}

/** A session is created from the site's page: its message's domain is checked against the Origin. */
export class SiwxOriginRequiredError extends ProfileError {
  override name = 'SiwxOriginRequiredError'
  constructor() {
    super(
      400,
      'ORIGIN_REQUIRED',
      "A sign-in session is created from the site's page: the message's domain is checked against its Origin",
    )
  }
}

import { ApiError } from '../errors.js'

/** The passkey routes' refusals, each `{ code, message }`. */

/** An assertion or attestation that does not pass: its challenge, origin, signature, counter or flags. */
export class PasskeyRefusedError extends ApiError {
  override name = 'PasskeyRefusedError'
  constructor(message = 'This passkey could not be verified. Try again') {
    super(400, 'PASSKEY_REFUSED', message)
  }
}

/** The challenge is unknown, used, expired or for another ceremony. */
export class PasskeyChallengeError extends ApiError {
  override name = 'PasskeyChallengeError'
  constructor() {
    super(400, 'PASSKEY_CHALLENGE_INVALID', 'This passkey request has expired or was used. Try again')
  }
}

/** No passkey of this id (of this account, for the routes of a session). */
export class PasskeyNotFoundError extends ApiError {
  override name = 'PasskeyNotFoundError'
  constructor() {
    super(404, 'PASSKEY_NOT_FOUND', 'This passkey is not known')
  }
}

/** The project's operator did not offer passkeys. */
export class PasskeyNotConfiguredError extends ApiError {
  override name = 'PasskeyNotConfiguredError'
  constructor() {
    super(400, 'PASSKEY_NOT_CONFIGURED', 'Passkey login is not configured for this project')
  }
}

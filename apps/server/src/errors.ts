import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error the API answers with its HTTP status and a JSON body `{ code, message, ...extra }`. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  readonly code: string
  readonly extra: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    extra: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.extra = extra
  }

  toJSON(): { code: string; message: string } & Record<string, string> {
    return { code: this.code, ...this.extra, message: this.message }
  }
}

export class InvalidParamsError extends ApiError {
  override name = 'InvalidParamsError'
  constructor(message: string) {
    super(400, 'INVALID_PARAMS', message)
  }
}

export class InvalidBodyError extends ApiError {
  override name = 'InvalidBodyError'
  constructor(message: string) {
    super(400, 'INVALID_BODY', message)
  }
}

export class ProjectNotFoundError extends ApiError {
  override name = 'ProjectNotFoundError'
  constructor(projectId: string) {
    super(403, 'PROJECT_NOT_FOUND', `Project ${projectId} is not configured on this server`)
  }
}

/** The error texts the widget shows as given (analytics answers 403 with them too). */
export class OriginNotAllowedError extends ApiError {
  override name = 'OriginNotAllowedError'
  constructor() {
    super(
      403,
      'ORIGIN_NOT_ALLOWED',
      "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
      { title: 'Invalid App Configuration' },
    )
  }
}

export class ImageNotFoundError extends ApiError {
  override name = 'ImageNotFoundError'
  constructor(kind: string, id: string) {
    super(404, 'IMAGE_NOT_FOUND', `No ${kind} image with id ${id}`)
  }
}

export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError'
  constructor(limit: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`)
  }
}

export class NotFoundError extends ApiError {
  override name = 'NotFoundError'
  constructor(method: string, path: string) {
    super(404, 'NOT_FOUND', `No route for ${method} ${path}`)
  }
}

/** Too many requests from one client or for one project; `Retry-After` says when to try again. */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError'
  readonly retryAfterSeconds: number
  constructor(what: string, limit: number, windowMs: number, retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many requests: at most ${limit} ${what} per ${Math.round(windowMs / 1000)} s; try again in ${retryAfterSeconds} s`,
    )
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** A call without an Origin (server to server) must carry the project's secret key. */
export class SecretKeyRequiredError extends ApiError {
  override name = 'SecretKeyRequiredError'
  constructor() {
    super(
      401,
      'SECRET_KEY_REQUIRED',
      "A request without an Origin header must carry the project's secret key in the X-Latch-Secret-Key header",
    )
  }
}

export class InvalidSecretKeyError extends ApiError {
  override name = 'InvalidSecretKeyError'
  constructor() {
    super(401, 'INVALID_SECRET_KEY', "The secret key is not this project's current key")
  }
}

/** The database cannot be reached; the server answers again as soon as it can. */
export class DatabaseUnavailableError extends ApiError {
  override name = 'DatabaseUnavailableError'
  constructor() {
    super(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly')
  }
}

import { BaseError, type BaseErrorParameters } from './base.js'

/** The Latch server answered with an error status. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  readonly code: string | undefined
  constructor({
    status,
    code,
    message,
    url,
    ...parameters
  }: BaseErrorParameters & {
    status: number
    code?: string | undefined
    message?: string | undefined
    url: string
  }) {
    super(message || `Request failed with status ${status}`, {
      ...parameters,
      metaMessages: [`URL: ${url}`, `Status: ${status}${code ? ` (${code})` : ''}`],
    })
    this.status = status
    this.code = code
  }
}

/** The server refused analytics for this origin (HTTP 403). Shown once, then analytics stop. */
export class AnalyticsForbiddenError extends BaseError {
  override name = 'AnalyticsForbiddenError'
  readonly title: string
  constructor({
    title,
    message,
    ...parameters
  }: BaseErrorParameters & { title?: string; message?: string } = {}) {
    const shownTitle = title || 'Invalid App Configuration'
    super(shownTitle, {
      ...parameters,
      details:
        message || "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
    })
    this.title = shownTitle
  }
}

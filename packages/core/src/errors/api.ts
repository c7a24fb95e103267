import type { ApiErrorBody, ProfileErrorBody } from '@latch/api'
import { appTexts } from '../texts/app.js'
import type { ShownText } from '../texts/index.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** What the server said with an error status, as far as it said it (`reasons` from names and sign-in). */
export type ApiErrorAnswer = Partial<ApiErrorBody & ProfileErrorBody>

/** The Latch server answered with an error status. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  readonly code: string | undefined
  readonly body: ApiErrorAnswer
  constructor({
    status,
    code,
    message,
    url,
    body = {},
    ...parameters
  }: BaseErrorParameters & {
    status: number
    code?: string | undefined
    message?: string | undefined
    url: string
    body?: ApiErrorAnswer | undefined
  }) {
    super(message || `Request failed with status ${status}`, {
      ...parameters,
      metaMessages: [`URL: ${url}`, `Status: ${status}${code ? ` (${code})` : ''}`],
    })
    this.status = status
    this.code = code
    this.body = body
  }
}

/** The server refused analytics for this origin (HTTP 403). Shown once, then analytics stop. */
export class AnalyticsForbiddenError extends BaseError {
  override name = 'AnalyticsForbiddenError'
  readonly title: string
  /** `details` as the notice shows it: the server's own words, or core's default text with its key. */
  readonly shownDetails: string | ShownText
  constructor({
    title,
    message,
    ...parameters
  }: BaseErrorParameters & { title?: string | undefined; message?: string | undefined } = {}) {
    const shownDetails = message || textOf(appTexts, 'originNotAllowed')
    super(title || textOf(appTexts, 'invalidAppConfiguration'), {
      ...parameters,
      details: typeof shownDetails === 'string' ? shownDetails : shownDetails.english,
    })
    this.title = this.shortMessage
    this.shownDetails = shownDetails
  }
}

/** `createLatch` on a page away from this machine whose e-mail or social login would use a frame on the visitor's machine. */
export class FrameUrlRequiredError extends BaseError {
  override name = 'FrameUrlRequiredError'
  constructor({ origin, ...parameters }: BaseErrorParameters & { origin: string }) {
    super('frameUrl is required', {
      ...parameters,
      details: `The page at ${origin} offers e-mail or social login with the wallet frame on localhost. Pass createLatch({ frameUrl: 'https://…' }), the URL of your Latch wallet frame, or turn the logins off (features: { email: false, socials: [] }).`,
    })
  }
}

/** `createLatch` on a page away from this machine without `apiUrl`: the widget would call a server that is not there. */
export class ApiUrlRequiredError extends BaseError {
  override name = 'ApiUrlRequiredError'
  constructor({ origin, ...parameters }: BaseErrorParameters & { origin: string }) {
    super('apiUrl is required', {
      ...parameters,
      details: `The page at ${origin} set no apiUrl. Pass createLatch({ apiUrl: 'https://…' }), the URL of your Latch server; only a page on localhost falls back to http://127.0.0.1:8787.`,
    })
  }
}

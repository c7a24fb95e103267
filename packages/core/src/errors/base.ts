import { SDK_VERSION } from '../constants.js'
import type { ShownText, Text } from '../texts/index.js'

export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: readonly string[] | undefined
}

export type BaseErrorType = BaseError & { name: 'LatchError' }

/**
 * The one error base of Latch. `shortMessage` is the text a person sees, in English; `text` is its key in the
 * catalogue of core's texts when it is one of them (a wallet's or the server's own words have none), so the
 * modal shows it in the visitor's language. `details`, `metaMessages` and `cause` say more for a developer.
 *
 * @example
 * try { await connect(latch, { connectorId }) } catch (e) {
 *   if (e instanceof BaseError) console.log(e.shortMessage, e.walk())
 * }
 */
export class BaseError extends Error {
  override name = 'LatchError'
  readonly shortMessage: string
  readonly text: Text | undefined
  readonly details: string
  readonly metaMessages: readonly string[]
  readonly version = SDK_VERSION

  constructor(shown: string | ShownText, parameters: BaseErrorParameters = {}) {
    const shortMessage = typeof shown === 'string' ? shown : shown.english
    const cause = parameters.cause
    const details =
      parameters.details ??
      (cause instanceof BaseError ? cause.details : cause instanceof Error ? cause.message : '')
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      `Version: ${SDK_VERSION}`,
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.text = typeof shown === 'string' ? undefined : shown.text
    this.details = details
    this.metaMessages = parameters.metaMessages ?? []
  }

  /** The deepest cause, or the first cause for which `fn` returns true. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  if (error && typeof error === 'object' && 'cause' in error && error.cause !== undefined)
    return walk(error.cause, fn)
  return fn ? null : error
}

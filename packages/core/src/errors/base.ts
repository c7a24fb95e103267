import { SDK_VERSION } from '../constants.js'

export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: readonly string[] | undefined
}

export type BaseErrorType = BaseError & { name: 'LatchError' }

/**
 * The one error base of Latch. `shortMessage` is the text a person sees; `details`, `metaMessages` and
 * `cause` say more for a developer.
 *
 * @example
 * try { await connect(latch, { connectorId }) } catch (e) {
 *   if (e instanceof BaseError) console.log(e.shortMessage, e.walk())
 * }
 */
export class BaseError extends Error {
  override name = 'LatchError'
  readonly shortMessage: string
  readonly details: string
  readonly metaMessages: readonly string[]
  readonly version = SDK_VERSION

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
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

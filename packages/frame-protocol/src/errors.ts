/** Errors of the widget ↔ frame protocol, each with the frame's fixed text, the same on both sides. */

export type FrameErrorParameters = { cause?: unknown; code?: number | undefined }

/** The base of every frame error: `shortMessage` is the text a visitor may be shown. */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly shortMessage: string
  /** An EIP-1193 code when the error answers an RPC request (4001 declined, 4100 unauthorised, 4200 unsupported). */
  readonly code: number | undefined
  constructor(shortMessage: string, parameters: FrameErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.code = parameters.code
  }
}

/** The frame answered with an error without a message. */
export class FrameUnknownError extends FrameError {
  override name = 'FrameUnknownError'
  constructor(parameters: FrameErrorParameters = {}) {
    super('An error occurred', parameters)
  }
}

/** A pending request was aborted (an approval the visitor left unanswered when the widget moved on). */
export class RequestAbortedError extends FrameError {
  override name = 'RequestAbortedError'
  constructor(parameters: FrameErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}

/** Any other pending request cut short (the frame was reloaded or removed). */
export class RequestInterruptedError extends FrameError {
  override name = 'RequestInterruptedError'
  constructor(parameters: FrameErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}

/** The widget sent to a frame that does not exist (yet). */
export class IframeNotSetError extends FrameError {
  override name = 'IframeNotSetError'
  constructor() {
    super('iframe is not set')
  }
}

/** The frame runs without a parent page (opened directly, or its parent is not an allowed site). */
export class ParentNotSetError extends FrameError {
  override name = 'ParentNotSetError'
  constructor() {
    super('parent is not set')
  }
}

/** The frame's code or the frame itself could not be loaded. */
export class FrameLoadError extends FrameError {
  override name = 'FrameLoadError'
  constructor(parameters: FrameErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/** The frame did not answer within the request's timeout. */
export class FrameRequestTimeoutError extends FrameError {
  override name = 'FrameRequestTimeoutError'
  constructor(type: string, timeoutMs: number) {
    super(`The embedded wallet did not answer ${type} within ${timeoutMs / 1000} s`)
  }
}

const RPC_METHOD_NOT_ALLOWED = 'Requested RPC call is not allowed'

/** A method outside the embedded wallet's allow-list: the reads it answers and the methods the visitor approves. */
export class RpcMethodNotAllowedError extends FrameError {
  override name = 'RpcMethodNotAllowedError'
  constructor() {
    super(RPC_METHOD_NOT_ALLOWED, { code: 4200 })
  }
}

/**
 * Whether `error` is the frame's refusal of a method outside its allow-list, as the page receives it (the reply
 * carries the text and code, not the class).
 *
 * @example
 * if (isRpcMethodNotAllowedError(error)) showAlert('Action not allowed')
 */
export function isRpcMethodNotAllowedError(error: unknown): boolean {
  return error instanceof FrameError && error.shortMessage === RPC_METHOD_NOT_ALLOWED
}

/** The visitor rejected the request in the frame. */
export class UserRejectedError extends FrameError {
  override name = 'UserRejectedError'
  constructor(message = 'User rejected the request.') {
    super(message, { code: 4001 })
  }
}

/** A valid request whose handler is not built yet (social logins, smart accounts). */
export class FrameNotSupportedError extends FrameError {
  override name = 'FrameNotSupportedError'
  constructor(what: string) {
    super(`${what} is not available in this embedded wallet yet`, { code: 4200 })
  }
}

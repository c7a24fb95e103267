import { BaseError, type BaseErrorParameters } from '../errors/base.js'
import { ConnectionFailedError, UserRejectedRequestError } from '../errors/connection.js'

/** The failure class of one action, thrown for what is neither a Latch error nor a decline. */
export type FailureClass = new (parameters: BaseErrorParameters) => BaseError

/**
 * What an action throws for an error from its adapter: a Latch error as it is, a decline (EIP-1193 4001)
 * as `UserRejectedRequestError`, anything else as the action's own failure class, so a failed switch
 * reads 'Failed to switch network' and not 'Connection failed'.
 */
export function toLatchError(error: unknown, Failure: FailureClass = ConnectionFailedError): BaseError {
  if (error instanceof BaseError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 4001) return new UserRejectedRequestError({ cause: error })
  return new Failure({ cause: error })
}

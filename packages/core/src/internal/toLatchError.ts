import { BaseError } from '../errors/base.js'
import { ConnectionFailedError, UserRejectedRequestError } from '../errors/connection.js'

/** Any thrown value as a Latch error; EIP-1193 code 4001 becomes `UserRejectedRequestError`. */
export function toLatchError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 4001) return new UserRejectedRequestError({ cause: error })
  return new ConnectionFailedError({ cause: error })
}

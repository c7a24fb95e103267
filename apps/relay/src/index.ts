export { ClientAuthError, createClientAuth, verifyClientAuth } from './clientAuth.js'
export {
  InvalidParamsError,
  InvalidRequestError,
  JsonRpcError,
  MethodNotFoundError,
  ParseError,
  RateLimitedError,
  RelayDataDirInUseError,
} from './errors.js'
export { UNAUTHORIZED_CLOSE_CODE } from './handlers/acceptConnection.js'
export type { RelayStats } from './hub/readRelayStats.js'
export {
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './startRelay.js'
export type { RelayStorageOptions } from './store/openRelayDatabase.js'

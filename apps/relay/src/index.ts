export {
  InvalidParamsError,
  InvalidRequestError,
  JsonRpcError,
  MethodNotFoundError,
  ParseError,
  RelayDataFileError,
} from './errors.js'
export { createClientAuth, readClientId } from './readClientId.js'
export {
  type RelayStats,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './startRelay.js'

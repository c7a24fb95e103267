export type { RelayProjects } from './checkProject.js'
export { ClientAuthError, createClientAuth, verifyClientAuth } from './clientAuth.js'
export {
  InvalidParamsError,
  InvalidRequestError,
  JsonRpcError,
  MailboxLimitExceededError,
  MethodNotFoundError,
  ParseError,
  PayloadSizeExceededError,
  type QuotaScope,
  RateLimitedError,
  RelayDataDirInUseError,
  SubscriberLimitExceededError,
  TtlTooLongError,
} from './errors.js'
export { UNAUTHORIZED_CLOSE_CODE } from './handlers/acceptConnection.js'
export type { RelayStats } from './hub/readRelayStats.js'
export { defaultRelayQuotas, type RelayQuotas } from './quotas.js'
export { connectRawClient, type RawClient, type RawPush, randomTopic } from './rawClient.js'
export {
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './startRelay.js'
export type { RelayStorageOptions } from './store/openRelayDatabase.js'

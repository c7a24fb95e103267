// The public API of @latch/frame-protocol.
export {
  APPROVAL_RPC_METHODS,
  type ApprovalRpcMethod,
  EIP155_NODE_READ_RPC_METHODS,
  FRAME_HEARTBEAT_MS,
  FRAME_PROTOCOL_VERSION,
  FRAME_REQUEST_TIMEOUT_MS,
  READ_RPC_METHODS,
  type ReadRpcMethod,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../constants.js'
export {
  type AppMessenger,
  type CreateAppMessengerParameters,
  createAppMessenger,
  type RequestOptions,
} from '../createAppMessenger.js'
export {
  type CreateFrameMessengerParameters,
  createFrameMessenger,
  type FrameHandlers,
  type FrameMessenger,
} from '../createFrameMessenger.js'
export {
  FrameError,
  type FrameErrorParameters,
  FrameLoadError,
  FrameNotSupportedError,
  FrameRequestTimeoutError,
  FrameUnknownError,
  IframeNotSetError,
  isRpcMethodNotAllowedError,
  ParentNotSetError,
  RequestAbortedError,
  RequestInterruptedError,
  RpcMethodNotAllowedError,
  UserRejectedError,
} from '../errors.js'
export { getRpcMethodKind, isSafeRpcMethod, type RpcMethodKind } from '../getRpcMethodKind.js'
export { postFrameNotice } from '../postFrameNotice.js'
export {
  AccountSchema,
  AccountTypeSchema,
  AddressSchema,
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  AppMessageSchema,
  appEventSchemas,
  ChainIdSchema,
  EmailActionSchema,
  EmailSchema,
  type FrameNoticePayload,
  type FrameNoticeType,
  FrameReplySchema,
  type FrameUser,
  frameNoticeSchemas,
  LocaleSchema,
  MetadataSchema,
  OtpSchema,
  SocialProviderSchema,
  ThemeModeSchema,
  TIMED_APP_EVENTS,
  UpdateEmailActionSchema,
  UserSchema,
} from '../schemas.js'

import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS } from './constants.js'

// The fields the widget and the embedded-wallet frame exchange in their messages, validated on both sides.

export const EmailSchema = z.email()
/** The six-digit code mailed to the visitor (sent as text: leading zeros matter). */
export const OtpSchema = z.string().check(z.regex(/^\d{6}$/, 'must be six digits'))
export const ChainIdSchema = z.union([
  z.number().check(z.int(), z.positive()),
  z.string().check(z.regex(/^(0x[0-9a-fA-F]+|[1-9]\d*)$/, 'must be a chain id')),
])
export const AddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'))
/** A Solana address: base58, 32 to 44 characters. */
export const SolanaAddressSchema = z
  .string()
  .check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a Solana address'))
/** A CAIP-2 network id (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const CaipNetworkIdSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id'))
export const AccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS)
/** Where a login's identity comes from: a social provider, or Farcaster. */
export const IdentityProviderSchema = z.enum([...SOCIAL_PROVIDERS, 'farcaster'])
export const ThemeModeSchema = z.enum(['light', 'dark'])
/** A BCP 47 language tag ('de', 'pt-BR', 'zh-CN'): the language the frame's screens and its e-mails use. */
export const LocaleSchema = z
  .string()
  .check(z.maxLength(35), z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/, 'must be a BCP 47 language tag'))
export const ThemeVariablesSchema = z.record(z.string(), z.union([z.string(), z.number()]))
export const MetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
})
/** An account of the user: its address and kind. */
export const AccountSchema = z.object({ address: AddressSchema, type: AccountTypeSchema })
/** How a login goes on after the e-mail is given. */
export const EmailActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
/** How an e-mail change goes on. */
export const UpdateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** What the frame says about the logged-in user (GET_USER, CONNECT_SOCIAL, CONNECT_FARCASTER). */
export const UserSchema = z.object({
  address: AddressSchema,
  chainId: ChainIdSchema,
  email: z.optional(EmailSchema),
  userName: z.optional(z.string()),
  /** The provider of a social or Farcaster login (with `userName`). */
  socialProvider: z.optional(IdentityProviderSchema),
  accounts: z.optional(z.array(AccountSchema)),
  /** The same wallet's Solana account (auth connectors serve eip155 and solana). */
  solanaAddress: z.optional(SolanaAddressSchema),
  preferredAccountType: z.optional(AccountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
})

const Empty = z.optional(z.object({}))

/** A social or Farcaster login's end: the user, or the recovery password the frame asks for and the user name. */
const IdentityLoginResultSchema = z.union([
  UserSchema,
  z.object({ recovery: z.enum(['create', 'enter']), userName: z.optional(z.string()) }),
])
const Json = z.unknown()

/**
 * Every app event the widget sends the embedded-wallet frame: the payload the widget sends and
 * the payload of the frame's `…_SUCCESS` reply. Events without a built handler still have their schema; the
 * frame answers them with a clear error.
 */
export const appEventSchemas = {
  SWITCH_NETWORK: {
    payload: z.object({ chainId: ChainIdSchema }),
    result: z.object({ chainId: ChainIdSchema }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email: EmailSchema }),
    result: z.object({ action: EmailActionSchema }),
  },
  CONNECT_DEVICE: { payload: Empty, result: Empty },
  CONNECT_OTP: {
    payload: z.object({ otp: OtpSchema }),
    /** `recovery`: the wallet still needs the visitor's recovery password, typed in the frame ('create' or 'enter'). */
    result: z.object({ recovery: z.optional(z.enum(['create', 'enter'])) }),
  },
  CONNECT_SOCIAL: {
    payload: z.object({
      uri: z.string(),
      preferredAccountType: z.optional(AccountTypeSchema),
      chainId: z.optional(ChainIdSchema),
    }),
    /**
     * The user, connected; or, for a new account or a new device, the recovery password the frame now asks
     * for ('create' or 'enter', as after CONNECT_OTP) and the social login's user name.
     */
    result: IdentityLoginResultSchema,
  },
  GET_FARCASTER_URI: { payload: Empty, result: z.object({ url: z.string() }) },
  /** Waits for the visitor's Farcaster app to complete the channel; then as CONNECT_SOCIAL. */
  CONNECT_FARCASTER: { payload: Empty, result: IdentityLoginResultSchema },
  /**
   * The frame shows its passkey login (the browser's prompt needs a click inside the frame) and logs in with the
   * passkey alone; then as CONNECT_SOCIAL. Where the passkey unseals this wallet's share, a new device needs no
   * recovery password.
   */
  CONNECT_PASSKEY: { payload: Empty, result: IdentityLoginResultSchema },
  /** The frame shows the account's passkeys (add, remove) and answers once the visitor is done. */
  MANAGE_PASSKEYS: { payload: Empty, result: Empty },
  GET_USER: {
    payload: z.optional(
      z.object({ chainId: z.optional(ChainIdSchema), preferredAccountType: z.optional(AccountTypeSchema) }),
    ),
    result: UserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({ provider: SocialProviderSchema }),
    result: z.object({ uri: z.string() }),
  },
  SIGN_OUT: { payload: Empty, result: Empty },
  IS_CONNECTED: { payload: Empty, result: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { payload: Empty, result: z.object({ chainId: ChainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: Empty,
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: {
    payload: Empty,
    result: z.object({ address: AddressSchema, isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: AccountTypeSchema }),
    result: z.object({ type: AccountTypeSchema, address: AddressSchema }),
  },
  RPC_REQUEST: {
    payload: z.object({
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(Json),
      chainId: z.optional(ChainIdSchema),
      /** The network of a request on another namespace than eip155 (a Solana send goes to its network). */
      caipNetworkId: z.optional(CaipNetworkIdSchema),
    }),
    result: Json,
  },
  UPDATE_EMAIL: {
    payload: z.object({ email: EmailSchema }),
    result: z.object({ action: UpdateEmailActionSchema }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: z.object({ otp: OtpSchema }), result: Empty },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: z.object({ otp: OtpSchema }),
    result: z.object({ newEmail: EmailSchema }),
  },
  /**
   * Shows the frame's key export screen (its warning, a fresh e-mail code, then the keys and the recovery kit) and
   * answers once the visitor closes it: whether the keys were shown, and whose. The keys themselves never leave
   * the frame: no message carries them.
   */
  EXPORT_KEY: {
    payload: Empty,
    result: z.object({
      exported: z.boolean(),
      accounts: z.array(z.object({ namespace: z.string(), address: z.string() })),
    }),
  },
  /** Closes the key export screen, if one is open (the modal left it): its keys are wiped, and EXPORT_KEY answers. */
  CLOSE_KEY_EXPORT: { payload: Empty, result: Empty },
  SYNC_THEME: {
    payload: z.object({
      themeMode: z.optional(ThemeModeSchema),
      themeVariables: z.optional(ThemeVariablesSchema),
    }),
    result: Empty,
  },
  SYNC_DAPP_DATA: {
    payload: z.object({
      metadata: z.optional(MetadataSchema),
      /** The modal's language: the frame's screens and the login e-mails follow it. */
      locale: z.optional(LocaleSchema),
      projectId: z.string(),
      sdkVersion: z.string(),
      sdkType: z.string(),
    }),
    result: Empty,
  },
  RELOAD: { payload: Empty, result: Empty },
} as const

export type AppEventType = keyof typeof appEventSchemas
export type AppEventPayload<T extends AppEventType> = z.infer<(typeof appEventSchemas)[T]['payload']>
export type AppEventResult<T extends AppEventType> = z.infer<(typeof appEventSchemas)[T]['result']>
export type FrameUser = z.infer<typeof UserSchema>

/** The app events whose answer may take a visitor's inbox round trip: they time out after 30 s. */
export const TIMED_APP_EVENTS: ReadonlySet<AppEventType> = new Set<AppEventType>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

const RequestId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'must be a random UUID'))

/** A request from the widget: `app/<EVENT>`, a random id, and the event's payload. */
export const AppMessageSchema = z.object({
  type: z.string().check(z.startsWith('app/')),
  id: RequestId,
  payload: z.optional(z.unknown()),
})

/** The frame's reply to one request: `frame/<EVENT>_SUCCESS` or `frame/<EVENT>_ERROR`, with the request's id. */
export const FrameReplySchema = z.object({
  type: z.string().check(z.regex(/^frame\/[A-Z_]+_(SUCCESS|ERROR)$/)),
  id: RequestId,
  payload: z.optional(z.unknown()),
})

export const FrameErrorPayloadSchema = z.object({
  message: z.optional(z.string()),
  code: z.optional(z.number()),
})

/** What the frame says without being asked. */
export const frameNoticeSchemas = {
  /** The frame has loaded and listens; the widget sends nothing before it. */
  READY: z.object({ version: z.number() }),
  /** Every 5 s while the frame runs. */
  HEARTBEAT: Empty,
  /** The logged-in account or its chain changed inside the frame (a session ended, a network switched). */
  SESSION_CHANGED: z.object({
    isConnected: z.boolean(),
    address: z.optional(AddressSchema),
    chainId: z.optional(ChainIdSchema),
  }),
} as const
export type FrameNoticeType = keyof typeof frameNoticeSchemas
export type FrameNoticePayload<T extends FrameNoticeType> = z.infer<(typeof frameNoticeSchemas)[T]>

export const FrameNoticeSchema = z.object({
  type: z.enum(['frame/READY', 'frame/HEARTBEAT', 'frame/SESSION_CHANGED']),
  payload: z.optional(z.unknown()),
})

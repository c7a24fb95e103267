import { z } from 'zod'
import { EvmAddressSchema, ProjectIdSchema, ProjectQuerySchema } from './common.js'
import { defineRoute } from './defineRoute.js'

// The embedded wallet's service under `/v1/embedded`: e-mail login, sessions and the key shares the server
// keeps. The frame calls these routes from its own origin (the frame's server reads `config`); the widget
// never calls them. Every refusal is an ErrorSchema body.

const email = z.email().max(254).meta({ example: 'ada@example.com' })
/** A random id the frame keeps in its origin's IndexedDB, naming this browser. */
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be 32-128 base64url characters')
  .meta({ example: 'k3J9vN2xQm8sT0aLpY5wR7uE1iO4dF6gH' })
/** A BCP 47 language tag: the language the wallet's e-mails are written in. */
const locale = z
  .string()
  .max(35)
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/, 'must be a BCP 47 language tag')
  .optional()
  .meta({ example: 'de' })
const otp = z
  .string()
  .regex(/^\d{6}$/, 'must be six digits')
  .meta({ example: '123456' })
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')

/** `GET /v1/embedded/config`: the origins that may embed the frame of a project (its frame-ancestors). */
export const embeddedConfigRoute = defineRoute({
  method: 'get',
  path: '/v1/embedded/config',
  query: ProjectQuerySchema,
  response: z
    .object({
      projectId: z.string(),
      allowedOrigins: z.array(z.string()).meta({ description: 'Origins that may embed the frame' }),
    })
    .meta({ id: 'EmbeddedFrameConfig' }),
})

/** `POST /v1/embedded/email/start`: mails a code, or a device-approval link to a new device. */
export const startEmailLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/email/start',
  body: z
    .object({
      projectId: ProjectIdSchema,
      email,
      deviceId,
      /** The site embedding the frame, as the browser reported it to the frame. */
      origin: z.string().min(1).max(255).meta({ example: 'http://127.0.0.1:5173' }),
      /** The visitor's language (the widget's locale): the login's e-mails are written in it, or in English. */
      locale,
    })
    .meta({ id: 'StartEmailLogin' }),
  response: z
    .object({
      action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']),
      token: z
        .string()
        .meta({ description: "The pending login's bearer token: send it to continue this login" }),
    })
    .meta({ id: 'StartedEmailLogin' }),
})

/** `POST /v1/embedded/devices/wait` (pending login token): waits for the device-approval link to be opened. */
export const waitForDeviceRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/devices/wait',
  response: z.object({ approved: z.boolean() }).meta({ id: 'DeviceApproval' }),
})

export const VerifyOtpBodySchema = z.object({ otp }).meta({ id: 'VerifyCode' })

/** The social providers an embedded wallet logs in with (OpenID Connect, authorization code with PKCE). */
export const SocialProviderSchema = z
  .enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  .meta({ id: 'SocialProvider' })
export type SocialProvider = z.infer<typeof SocialProviderSchema>

/** The providers an account's identity comes from: the social providers, and Farcaster (Sign In With Farcaster). */
export const IdentityProviderSchema = z
  .enum([...SocialProviderSchema.options, 'farcaster'])
  .meta({ id: 'IdentityProvider' })
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>

/**
 * How a social account is known: its provider and the e-mail address or user name the provider reported (for
 * Farcaster, the user name the visitor's Farcaster app reported, else `fid:N`).
 */
export const SocialIdentitySchema = z
  .object({ provider: IdentityProviderSchema, userName: z.string() })
  .meta({ id: 'SocialIdentity' })

export const EmbeddedSessionSchema = z
  .object({
    accessToken: z.string(),
    accessExpiresAt: z
      .string()
      .meta({ description: 'ISO time; a new access token comes from /sessions/refresh' }),
    refreshToken: z.string(),
    email: email.nullable().meta({ description: 'Null for an account that logs in with a social provider' }),
    social: SocialIdentitySchema.nullable().meta({ description: 'The social login, if the account has one' }),
    address: EvmAddressSchema.nullable().meta({
      description: 'The wallet address, null until the frame created the key',
    }),
  })
  .meta({ id: 'EmbeddedSession' })

export type EmbeddedSession = z.infer<typeof EmbeddedSessionSchema>

/** `POST /v1/embedded/email/verify` (pending login token): checks the mailed code and verifies the login. */
export const verifyEmailLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/email/verify',
  body: VerifyOtpBodySchema,
  response: EmbeddedSessionSchema,
})

/** `POST /v1/embedded/sessions/refresh`: new tokens for a verified session, on the device it was verified on. */
export const refreshEmbeddedSessionRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/sessions/refresh',
  body: z.object({ refreshToken: z.string().min(16).max(128), deviceId }).meta({ id: 'RefreshSession' }),
  response: EmbeddedSessionSchema,
})

/** `DELETE /v1/embedded/sessions` (access token): signs out. */
export const revokeEmbeddedSessionRoute = defineRoute({
  method: 'delete',
  path: '/v1/embedded/sessions',
  response: z.object({ revoked: z.boolean() }),
})

/** `GET /v1/embedded/me` (access token): the session's user. */
export const embeddedUserRoute = defineRoute({
  method: 'get',
  path: '/v1/embedded/me',
  response: z
    .object({
      email: email.nullable(),
      social: SocialIdentitySchema.nullable(),
      address: EvmAddressSchema.nullable(),
      hasWallet: z.boolean(),
    })
    .meta({ id: 'EmbeddedUser' }),
})

/** The recovery share, encrypted in the frame under the visitor's recovery password. */
export const EncryptedShareSchema = z
  .object({
    kdf: z.literal('PBKDF2-SHA256'),
    // Never weaker than the frame's own work factor (600,000): a share stored with fewer is cheaper to guess.
    iterations: z.number().int().min(600_000).max(10_000_000),
    salt: base64.max(64),
    iv: base64.max(32),
    ciphertext: base64.max(512),
  })
  .meta({ id: 'EncryptedShare' })

export type EncryptedShare = z.infer<typeof EncryptedShareSchema>

/** `PUT /v1/embedded/shares` (access token): stores a new wallet's auth share and encrypted recovery share, once. */
export const storeSharesRoute = defineRoute({
  method: 'put',
  path: '/v1/embedded/shares',
  body: z
    .object({ address: EvmAddressSchema, authShare: base64.max(256), recoveryShare: EncryptedShareSchema })
    .meta({ id: 'StoreShares' }),
  response: z.object({ address: z.string() }),
})

/** `GET /v1/embedded/shares/auth` (access token): the auth share, for one signature. */
export const authShareRoute = defineRoute({
  method: 'get',
  path: '/v1/embedded/shares/auth',
  response: z.object({ address: EvmAddressSchema, authShare: z.string() }).meta({ id: 'AuthShare' }),
})

/** `GET /v1/embedded/shares/recovery` (access token): the encrypted recovery share. */
export const recoveryShareRoute = defineRoute({
  method: 'get',
  path: '/v1/embedded/shares/recovery',
  response: z
    .object({ address: EvmAddressSchema, recoveryShare: EncryptedShareSchema })
    .meta({ id: 'RecoveryShare' }),
})

const UpdateEmailStepSchema = z
  .object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
  .meta({ id: 'UpdateEmailStep' })

/** `POST /v1/embedded/email/update` (access token): a code to the current address and one to the new one. */
export const updateEmailRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/email/update',
  body: z
    .object({
      email,
      /** The visitor's language now: both codes are written in it (else in the login's language). */
      locale,
    })
    .meta({ id: 'UpdateEmail' }),
  response: UpdateEmailStepSchema,
})

/** `POST /v1/embedded/email/update/primary` (access token): the code mailed to the current address. */
export const updateEmailPrimaryRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/email/update/primary',
  body: VerifyOtpBodySchema,
  response: UpdateEmailStepSchema,
})

/** `POST /v1/embedded/email/update/secondary` (access token): the code mailed to the new address. */
export const updateEmailSecondaryRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/email/update/secondary',
  body: VerifyOtpBodySchema,
  response: z.object({ email }).meta({ id: 'UpdatedEmail' }),
})

/**
 * `POST /v1/embedded/social/start`: starts a social login. Answers the provider's authorization URL (code flow
 * with PKCE, state and nonce) for the visitor's popup, and the pending login's token.
 */
export const startSocialLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/social/start',
  body: z
    .object({
      projectId: ProjectIdSchema,
      provider: SocialProviderSchema,
      deviceId,
      origin: z.string().min(1).max(255).meta({ example: 'http://127.0.0.1:5173' }),
    })
    .meta({ id: 'StartSocialLogin' }),
  response: z
    .object({
      uri: z.string().meta({ description: "The provider's authorization URL, to open in a popup" }),
      token: z
        .string()
        .meta({ description: "The pending login's bearer token: send it with the provider's callback" }),
    })
    .meta({ id: 'StartedSocialLogin' }),
})

/**
 * `POST /v1/embedded/social/connect` (pending login token): the provider's callback URL (with `code` and
 * `state`); the server exchanges the code, checks the id token and verifies the login.
 */
export const connectSocialLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/social/connect',
  body: z
    .object({
      uri: z.url().max(4096).meta({ example: 'http://127.0.0.1:8789/social/callback?code=…&state=…' }),
    })
    .meta({ id: 'ConnectSocialLogin' }),
  response: EmbeddedSessionSchema,
})

/**
 * `POST /v1/embedded/farcaster/start`: starts a Sign In With Farcaster login. Answers the auth relay the frame
 * opens a channel on, the parameters of the channel (nonce, domain, SIWE URI, expiry) the server will hold the
 * signed message to, and the pending login's token.
 */
export const startFarcasterLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/farcaster/start',
  body: z
    .object({
      projectId: ProjectIdSchema,
      deviceId,
      origin: z.string().min(1).max(255).meta({ example: 'http://127.0.0.1:5173' }),
    })
    .meta({ id: 'StartFarcasterLogin' }),
  response: z
    .object({
      relayUrl: z
        .string()
        .meta({ description: 'The Farcaster auth relay, e.g. https://relay.farcaster.xyz' }),
      nonce: z.string(),
      domain: z.string().meta({ description: "The dApp's host, which the message must name" }),
      siweUri: z.string().meta({ description: "The dApp's origin, the message's URI" }),
      expirationTime: z.string().meta({ description: 'ISO time after which the message is refused' }),
      token: z
        .string()
        .meta({ description: "The pending login's bearer token: send it with the signed message" }),
    })
    .meta({ id: 'StartedFarcasterLogin' }),
})

/**
 * `POST /v1/embedded/farcaster/connect` (pending login token): the Sign In With Farcaster message and the
 * custody address's signature the relay's channel completed with. The server checks the message (nonce, domain,
 * expiry), the signature and that the signer holds the fid on the ID registry, then verifies the login.
 */
export const connectFarcasterLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/farcaster/connect',
  body: z
    .object({
      message: z.string().min(1).max(4096),
      signature: z
        .string()
        .regex(/^0x[0-9a-fA-F]{130,}$/, 'must be a 0x-prefixed signature')
        .max(4096),
      fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      username: z
        .string()
        .max(64)
        .optional()
        .meta({ description: "The user name the visitor's app reported" }),
    })
    .meta({ id: 'ConnectFarcasterLogin' }),
  response: EmbeddedSessionSchema,
})

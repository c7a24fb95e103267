import { z } from '@hono/zod-openapi'

// Request and reply schemas of the embedded-wallet routes (/v1/embedded/*), used for validation and
// /openapi.json.

const email = z.email().max(254).openapi({ example: 'ada@example.com' })
/** A random id the frame keeps in its origin's IndexedDB, naming this browser. */
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be 32-128 base64url characters')
  .openapi({ example: 'k3J9vN2xQm8sT0aLpY5wR7uE1iO4dF6gH' })
const otp = z
  .string()
  .regex(/^\d{6}$/, 'must be six digits')
  .openapi({ example: '123456' })
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address')
  .openapi({ example: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')

export const ProjectIdQuerySchema = z.object({
  projectId: z.string().min(1).max(64).openapi({ example: 'latch-dev' }),
})

export const FrameConfigSchema = z
  .object({
    projectId: z.string(),
    allowedOrigins: z.array(z.string()).openapi({ description: 'Origins that may embed the frame' }),
  })
  .openapi('EmbeddedFrameConfig')

export const StartEmailBodySchema = z
  .object({
    projectId: z.string().min(1).max(64),
    email,
    deviceId,
    /** The site embedding the frame, as the browser reported it to the frame. */
    origin: z.string().min(1).max(255).openapi({ example: 'http://127.0.0.1:5173' }),
  })
  .openapi('StartEmailLogin')

export const StartEmailReplySchema = z
  .object({
    action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']),
    token: z
      .string()
      .openapi({ description: "The pending login's bearer token: send it to continue this login" }),
  })
  .openapi('StartedEmailLogin')

export const DeviceWaitReplySchema = z.object({ approved: z.boolean() }).openapi('DeviceApproval')

export const VerifyOtpBodySchema = z.object({ otp }).openapi('VerifyCode')

export const SessionTokensSchema = z
  .object({
    accessToken: z.string(),
    accessExpiresAt: z
      .string()
      .openapi({ description: 'ISO time; a new access token comes from /sessions/refresh' }),
    refreshToken: z.string(),
    email,
    address: address
      .nullable()
      .openapi({ description: 'The wallet address, null until the frame created the key' }),
  })
  .openapi('EmbeddedSession')

export const RefreshBodySchema = z
  .object({ refreshToken: z.string().min(16).max(128), deviceId })
  .openapi('RefreshSession')

export const EncryptedShareSchema = z
  .object({
    kdf: z.literal('PBKDF2-SHA256'),
    iterations: z.number().int().min(100_000).max(10_000_000),
    salt: base64.max(64),
    iv: base64.max(32),
    ciphertext: base64.max(512),
  })
  .openapi('EncryptedShare')

export const StoreSharesBodySchema = z
  .object({ address, authShare: base64.max(256), recoveryShare: EncryptedShareSchema })
  .openapi('StoreShares')

export const AuthShareSchema = z.object({ address, authShare: z.string() }).openapi('AuthShare')
export const RecoveryShareSchema = z
  .object({ address, recoveryShare: EncryptedShareSchema })
  .openapi('RecoveryShare')

export const MeSchema = z
  .object({ email, address: address.nullable(), hasWallet: z.boolean() })
  .openapi('EmbeddedUser')

export const UpdateEmailBodySchema = z.object({ email }).openapi('UpdateEmail')
export const UpdateEmailReplySchema = z
  .object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
  .openapi('UpdateEmailStep')
export const UpdatedEmailSchema = z.object({ email }).openapi('UpdatedEmail')

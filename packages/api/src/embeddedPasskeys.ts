import { z } from 'zod'
import { ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'
import { EmbeddedSessionSchema } from './embedded.js'

// Passkeys of the embedded wallet under `/v1/embedded/passkeys`: WebAuthn with the frame's origin as the relying
// party. A logged-in visitor registers passkeys (discoverable, user verification required); anyone logs in with
// one alone. The frame calls these routes from its own origin; the widget never does.

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be 32-128 base64url characters')
  .meta({ example: 'k3J9vN2xQm8sT0aLpY5wR7uE1iO4dF6gH' })
/** A passkey's credential id, as WebAuthn's JSON gives it. */
const credentialId = base64url.min(16).max(1364).meta({ example: 'x1dSUxLHqS3Y0vqyWcF0Hg' })
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8)
  .optional()

/**
 * The options of a WebAuthn ceremony as JSON (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), binary fields in base64url, for the frame's `navigator.credentials`.
 */
const CeremonyOptionsSchema = z
  .object({ challenge: base64url.max(128), rpId: z.string().optional() })
  .catchall(z.any())
  .meta({ id: 'PasskeyCeremonyOptions' })

/** The authenticator's answer to `navigator.credentials.create()`, as JSON (`RegistrationResponseJSON`). */
export const PasskeyRegistrationSchema = z
  .object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url.max(4096),
      attestationObject: base64url.max(16_384),
      transports,
    }),
    clientExtensionResults: z.looseObject({}).optional().default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .meta({ id: 'PasskeyRegistration' })

export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>

/** The authenticator's answer to `navigator.credentials.get()`, as JSON (`AuthenticationResponseJSON`). */
export const PasskeyAssertionSchema = z
  .object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url.max(4096),
      authenticatorData: base64url.max(4096),
      signature: base64url.max(1024),
      userHandle: base64url.max(128).optional(),
    }),
    clientExtensionResults: z.looseObject({}).optional().default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .meta({ id: 'PasskeyAssertion' })

export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>

/**
 * A share of the wallet's key sealed in the frame under a key derived from one passkey's PRF output (HKDF-SHA256,
 * AES-256-GCM): the server keeps it for that passkey and cannot open it.
 */
export const PasskeySealedShareSchema = z
  .object({
    kdf: z.literal('HKDF-SHA256-PRF'),
    salt: base64.max(64),
    iv: base64.max(32),
    ciphertext: base64.max(512),
  })
  .meta({ id: 'PasskeySealedShare' })

export type PasskeySealedShare = z.infer<typeof PasskeySealedShareSchema>

/** A passkey of the account as the visitor manages it. */
export const PasskeySchema = z
  .object({
    id: credentialId,
    name: z.string(),
    createdAt: z.string().meta({ description: 'ISO time' }),
    lastUsedAt: z.string().nullable().meta({ description: 'ISO time of the last login with it' }),
    recovery: z
      .boolean()
      .meta({ description: 'It holds a sealed share: a new device recovers with it alone' }),
  })
  .meta({ id: 'Passkey' })

export type Passkey = z.infer<typeof PasskeySchema>

/** `POST /v1/embedded/passkeys/register/options` (access token): the options to create a passkey for the account. */
export const passkeyRegistrationOptionsRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/passkeys/register/options',
  response: z.object({ options: CeremonyOptionsSchema }).meta({ id: 'PasskeyRegistrationOptions' }),
})

/** `POST /v1/embedded/passkeys/register/verify` (access token): checks the new passkey and keeps it. */
export const verifyPasskeyRegistrationRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/passkeys/register/verify',
  body: z
    .object({ response: PasskeyRegistrationSchema, name: z.string().trim().min(1).max(64).optional() })
    .meta({ id: 'VerifyPasskeyRegistration' }),
  response: z.object({ passkey: PasskeySchema }).meta({ id: 'RegisteredPasskey' }),
})

/** `POST /v1/embedded/passkeys/login/options`: the options of a login with a passkey alone (discoverable). */
export const passkeyLoginOptionsRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/passkeys/login/options',
  body: z
    .object({
      projectId: ProjectIdSchema,
      deviceId,
      /** The site embedding the frame, as the browser reported it to the frame. */
      origin: z.string().min(1).max(255).meta({ example: 'http://127.0.0.1:5173' }),
    })
    .meta({ id: 'StartPasskeyLogin' }),
  response: z.object({ options: CeremonyOptionsSchema }).meta({ id: 'PasskeyLoginOptions' }),
})

/**
 * `POST /v1/embedded/passkeys/login/verify`: the signed assertion; opens a verified session on the device that
 * asked for the options, and answers the share sealed under this passkey's PRF key, if it holds one.
 */
export const verifyPasskeyLoginRoute = defineRoute({
  method: 'post',
  path: '/v1/embedded/passkeys/login/verify',
  body: z.object({ deviceId, response: PasskeyAssertionSchema }).meta({ id: 'VerifyPasskeyLogin' }),
  response: EmbeddedSessionSchema.extend({
    passkeyId: credentialId,
    sealedShare: PasskeySealedShareSchema.nullable(),
  }).meta({ id: 'PasskeySession' }),
})

/** `GET /v1/embedded/passkeys` (access token): the account's passkeys. */
export const listPasskeysRoute = defineRoute({
  method: 'get',
  path: '/v1/embedded/passkeys',
  response: z.object({ passkeys: z.array(PasskeySchema) }).meta({ id: 'Passkeys' }),
})

/** `DELETE /v1/embedded/passkeys?id=` (access token): removes one of the account's passkeys, and its sealed share. */
export const removePasskeyRoute = defineRoute({
  method: 'delete',
  path: '/v1/embedded/passkeys',
  query: z.object({ id: credentialId }),
  response: z.object({ removed: z.boolean() }),
})

/** `PUT /v1/embedded/passkeys/recovery` (access token): keeps a share sealed under one of the account's passkeys. */
export const storePasskeyRecoveryRoute = defineRoute({
  method: 'put',
  path: '/v1/embedded/passkeys/recovery',
  body: z
    .object({ id: credentialId, sealedShare: PasskeySealedShareSchema })
    .meta({ id: 'StorePasskeyRecovery' }),
  response: z.object({ stored: z.boolean() }),
})

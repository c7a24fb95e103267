import { randomBytes } from 'node:crypto'
import type * as api from '@latch/api'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Database } from '../db/createDatabase.js'
import { serverLog } from '../logging/serverLog.js'
import { PasskeyRefusedError } from './passkeyErrors.js'
import {
  countPasskeys,
  findPasskey,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  type StoredPasskey,
  saveChallenge,
  takeChallenge,
} from './passkeyStore.js'
import type { WalletUser } from './walletUsers.js'

/** A challenge answers within this long (ms): a ceremony is one prompt of the browser. */
export const PASSKEY_CHALLENGE_TTL_MS = 2 * 60_000

/** The relying party is the frame: its exact origin (the one the request came from) and that origin's host. */
export type RelyingParty = { origin: string; id: string }

type Ceremony = { db: Database; now(): number }

export const relyingPartyOf = (frameOrigin: string): RelyingParty => ({
  origin: frameOrigin,
  id: new URL(frameOrigin).hostname,
})

/** The challenge a response signed, read from its client data (the signature covers it). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown
    }
    if (typeof data.challenge === 'string' && data.challenge.length > 0) return data.challenge
  } catch {}
  throw new PasskeyRefusedError('The passkey answer carries no challenge')
}

/** A response the library refused: the visitor reads the product's words, the log the library's reason. */
function failure(error: unknown) {
  serverLog.warn({ reason: error instanceof Error ? error.message : String(error) }, 'passkey refused')
  return new PasskeyRefusedError()
}

/**
 * The options to create a passkey for a user: discoverable (a login needs no e-mail), user verification
 * required, no attestation, none of the user's passkeys again.
 *
 * @example
 * const options = await startPasskeyRegistration(context, rp, user, 'ada@example.com')
 */
export async function startPasskeyRegistration(
  context: Ceremony,
  rp: RelyingParty,
  user: WalletUser,
  userName: string,
) {
  const challenge = randomBytes(32).toString('base64url')
  const existing = await listPasskeys(context.db, user.id)
  const options = await generateRegistrationOptions({
    rpName: 'Latch wallet',
    rpID: rp.id,
    userName,
    userID: new TextEncoder().encode(user.id),
    challenge,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  })
  await saveChallenge(
    context.db,
    {
      challenge: options.challenge,
      purpose: 'register',
      userId: user.id,
      expiresAt: new Date(context.now() + PASSKEY_CHALLENGE_TTL_MS),
    },
    new Date(context.now()),
  )
  return options
}

/**
 * Checks a new passkey against the registration challenge the same user was given (taken once), the frame's
 * origin and host, and user verification, then keeps it.
 *
 * @example
 * const passkey = await finishPasskeyRegistration(context, rp, session.userId, input.response, input.name)
 */
export async function finishPasskeyRegistration(
  context: Ceremony,
  rp: RelyingParty,
  userId: string,
  response: api.PasskeyRegistration,
  name: string | undefined,
): Promise<StoredPasskey> {
  const now = new Date(context.now())
  const challenge = await takeChallenge(
    context.db,
    challengeOf(response.response.clientDataJSON),
    'register',
    now,
  )
  if (challenge.userId !== userId)
    throw new PasskeyRefusedError('This passkey was created for another account')
  const verified = await verifyRegistrationResponse({
    // The contract's schema checked its shape; the library reads the same JSON.
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw failure(error)
  })
  if (!verified.verified) throw new PasskeyRefusedError()
  const { credential } = verified.registrationInfo
  const created = await insertPasskey(context.db, {
    id: credential.id,
    userId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: name ?? `Passkey ${(await countPasskeys(context.db, userId)) + 1}`,
    createdAt: now,
  })
  if (!created) throw new PasskeyRefusedError('This passkey is registered already')
  return created
}

/** The site and device a login with a passkey is for. */
export type PasskeyLoginTarget = { projectId: string; origin: string; deviceHash: string }

/**
 * The options of a login with a passkey alone: no credential named (the authenticator offers the ones it holds
 * for the frame's host), user verification required.
 *
 * @example
 * const options = await startPasskeyLogin(context, rp, { projectId, origin, deviceHash })
 */
export async function startPasskeyLogin(context: Ceremony, rp: RelyingParty, target: PasskeyLoginTarget) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    userVerification: 'required',
    challenge: randomBytes(32).toString('base64url'),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  })
  await saveChallenge(
    context.db,
    {
      challenge: options.challenge,
      purpose: 'login',
      ...target,
      expiresAt: new Date(context.now() + PASSKEY_CHALLENGE_TTL_MS),
    },
    new Date(context.now()),
  )
  return options
}

/**
 * Checks a login's assertion: its challenge (a login one, taken once, for this device), the frame's origin and
 * host, user verification, the signature by the passkey's key, and a counter that rises. Answers the passkey
 * and the login's site.
 *
 * @example
 * const { passkey, target } = await finishPasskeyLogin(context, rp, input.response, hashToken(input.deviceId))
 */
export async function finishPasskeyLogin(
  context: Ceremony,
  rp: RelyingParty,
  response: api.PasskeyAssertion,
  deviceHash: string,
): Promise<{ passkey: StoredPasskey; target: PasskeyLoginTarget }> {
  const now = new Date(context.now())
  const challenge = await takeChallenge(
    context.db,
    challengeOf(response.response.clientDataJSON),
    'login',
    now,
  )
  if (challenge.deviceHash !== deviceHash || !challenge.projectId || !challenge.origin)
    throw new PasskeyRefusedError('This passkey login was started on another device')
  const passkey = await findPasskey(context.db, response.id)
  const verified = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // The frame is embedded: the browser reports the site around it, which must be the one the login started on.
    expectedTopOrigin: challenge.origin,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw failure(error)
  })
  if (!verified.verified) throw new PasskeyRefusedError()
  if (!(await recordPasskeyUse(context.db, passkey, verified.authenticationInfo.newCounter, now)))
    throw new PasskeyRefusedError('This passkey answer was used already')
  return {
    passkey,
    target: { projectId: challenge.projectId, origin: challenge.origin, deviceHash: challenge.deviceHash },
  }
}

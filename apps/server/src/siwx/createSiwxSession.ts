import { createHash, randomBytes } from 'node:crypto'
import type { SiwxMessageData, SiwxSession } from '@latch/api'
import { formatSiwxMessage } from '@latch/evm/siwx'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { isUniqueViolation } from '../names/isUniqueViolation.js'
import type { ProfileContext } from '../names/nameServiceContext.js'
import { InvalidSignatureError } from '../names/profileErrors.js'
import type { Project } from '../projects/createProject.js'
import { SiwxMessageError } from './siwxErrors.js'
import { isSiwxSignatureValid, siwxAccountKey, siwxNamespaces } from './siwxNamespaces.js'
import { siwxNonces, siwxSessions } from './siwxTables.js'

/** How far ahead of the server's clock `issuedAt` may be (clock skew). */
export const siwxMaxSkewMs = 60_000
/** The longest a session lasts, also when its message has no expirationTime: a leaked token stops working. */
export const defaultSiwxMaxSessionMs = 7 * 86_400_000

export type CreateSiwxSessionParameters = {
  project: Project
  /** The request's Origin, already checked against the project's allowlist. */
  origin: string
  data: SiwxMessageData
  message: string
  /** In the namespace's encoding: 0x hex on eip155 and Polkadot, base58 on Solana, base64 on Bitcoin. */
  signature: string
}

const nonceError = () =>
  new SiwxMessageError(
    400,
    'INVALID_NONCE',
    'The nonce was not issued for this project, has expired or was already used; request a new one',
  )

/**
 * The text of `data` (EIP-4361 on eip155, CAIP-122 on the other namespaces), rendered by the one formatter the
 * widget's sign-in configurations use too, so what the server checks is exactly what the wallet was asked to sign.
 */
export function renderSiwxMessage(data: SiwxMessageData): string {
  try {
    return formatSiwxMessage(data, siwxNamespaces)
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
    throw new SiwxMessageError(400, 'INVALID_MESSAGE', `The sign-in message is not valid: ${reason}`)
  }
}

/**
 * Verifies a signed sign-in message and stores the session. Checks, in order: the message's domain is the
 * request's host and its uri has the request's origin; the text is the EIP-4361 (eip155) or CAIP-122 rendering of
 * `data`; it is issued, not expired and past notBefore; the nonce was issued for this project and is unused; the
 * signature is the account's (EOA or ERC-1271 on eip155, ed25519 on Solana, BIP-322 or legacy on Bitcoin, sr25519
 * on Polkadot). The nonce is then consumed in the same transaction that
 * stores the session, so one signed message makes at most one session. The returned bearer token is the
 * only key to read or revoke the session later (the Origin header alone can be forged by any non-browser client).
 *
 * @example
 * const session = await createSiwxSession(context, { project, origin, data, message, signature })
 */
export async function createSiwxSession(
  context: ProfileContext,
  parameters: CreateSiwxSessionParameters,
): Promise<SiwxSession & { token: string }> {
  const { origin, data, message } = parameters
  checkSiwxOrigin(data, origin)
  if (renderSiwxMessage(data) !== message) {
    throw new SiwxMessageError(
      400,
      'MESSAGE_MISMATCH',
      'The signed text is not the sign-in message of the given fields',
    )
  }
  return storeSiwxSession(context, parameters)
}

/** The message's domain is the request's host and its uri is on the request's origin. */
export function checkSiwxOrigin(data: SiwxMessageData, origin: string): void {
  const requestOrigin = new URL(origin)
  if (data.domain.toLowerCase() !== requestOrigin.host) {
    throw new SiwxMessageError(
      403,
      'DOMAIN_MISMATCH',
      `The message signs in to ${data.domain}, but the request comes from ${requestOrigin.host}`,
    )
  }
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(data.uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== requestOrigin.origin) {
    throw new SiwxMessageError(
      403,
      'URI_MISMATCH',
      `The message's uri ${data.uri} is not on ${requestOrigin.origin}`,
    )
  }
}

/**
 * The checks every signed sign-in shares once its text is known (the time window, the nonce, the signature),
 * then the session stored with the nonce consumed in the same transaction.
 */
export async function storeSiwxSession(
  context: ProfileContext,
  parameters: CreateSiwxSessionParameters,
): Promise<SiwxSession & { token: string }> {
  const { project, origin, ...signed } = parameters
  const [session] = await storeSiwxSessions(context, { project, signed: [signed] })
  return session as SiwxSession & { token: string }
}

/**
 * One sign-in signed on several chains (a one-click sign-in's CACAO per chain, all with one nonce): each is
 * checked as a signed message is, then all are stored, each with its own token, and the nonce is consumed once
 * in the same transaction. The caller checks that they share the nonce and the account.
 */
export async function storeSiwxSessions(
  context: ProfileContext,
  parameters: {
    project: Project
    signed: readonly Pick<CreateSiwxSessionParameters, 'data' | 'message' | 'signature'>[]
  },
): Promise<(SiwxSession & { token: string })[]> {
  const { project, signed } = parameters
  const now = context.now?.() ?? Date.now()
  for (const { data } of signed) {
    if (Date.parse(data.issuedAt) > now + siwxMaxSkewMs) {
      throw new SiwxMessageError(400, 'MESSAGE_FROM_FUTURE', "The message's issuedAt is in the future")
    }
    if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now) {
      throw new SiwxMessageError(400, 'MESSAGE_EXPIRED', 'The sign-in message has expired; sign in again')
    }
    if (data.notBefore !== undefined && Date.parse(data.notBefore) > now) {
      throw new SiwxMessageError(
        400,
        'MESSAGE_NOT_YET_VALID',
        'The sign-in message is not valid yet (notBefore)',
      )
    }
  }

  const nonce = signed[0]?.data.nonce ?? ''
  const nonceCondition = and(
    eq(siwxNonces.nonce, nonce),
    eq(siwxNonces.projectId, project.id),
    isNull(siwxNonces.usedAt),
    gt(siwxNonces.expiresAt, new Date(now)),
  )
  const [issued] = await context.db.select({ nonce: siwxNonces.nonce }).from(siwxNonces).where(nonceCondition)
  if (!issued) throw nonceError()

  for (const session of signed) {
    if (!(await isSiwxSignatureValid(context, session))) {
      throw new InvalidSignatureError(session.data.accountAddress)
    }
  }

  const maxExpiry = now + (context.siwxMaxSessionMs ?? defaultSiwxMaxSessionMs)
  const sessions = signed.map((session) => ({ ...session, token: randomBytes(32).toString('base64url') }))
  try {
    await context.db.transaction(async (tx) => {
      // The conditional update is the single-use guard: of two concurrent requests only one sees the row unused.
      const consumed = await tx
        .update(siwxNonces)
        .set({ usedAt: new Date(now) })
        .where(nonceCondition)
        .returning({ nonce: siwxNonces.nonce })
      if (consumed.length === 0) throw nonceError()
      await tx.insert(siwxSessions).values(
        sessions.map(({ data, message, signature, token }) => ({
          projectId: project.id,
          chainId: data.chainId,
          address: siwxAccountKey(data.chainId, data.accountAddress),
          nonce,
          data,
          message,
          signature,
          tokenHash: hashSiwxToken(token),
          expiresAt: new Date(Math.min(maxExpiry, Date.parse(data.expirationTime ?? '') || maxExpiry)),
        })),
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw nonceError()
    throw error
  }
  return sessions
}

/** Only the token's hash is stored: a copy of the database does not let anyone read sessions. */
export function hashSiwxToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

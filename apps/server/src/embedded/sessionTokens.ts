import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { SessionTokenError } from './embeddedErrors.js'

const token = '[A-Za-z0-9_-]{16,128}'
/** What a token the service hands out looks like (base64url); anything else is no token of ours. */
export const sessionTokenPattern = new RegExp(`^${token}$`)
const bearerPattern = new RegExp(`^Bearer (${token})$`)

/**
 * A new random token: a session's access or refresh token, a pending login's, a device-approval link's. The
 * visitor's copy is the only one: the database keeps its SHA-256.
 *
 * @example
 * const token = newToken() // 43 base64url characters
 */
export const newToken = (): string => randomBytes(32).toString('base64url')

/**
 * The hash of the request's `Authorization: Bearer` token, by which its session or pending login is looked up
 * (401 INVALID_SESSION without one).
 *
 * @example
 * const session = await findSession(context, bearerHash(c), { verified: true })
 */
export function bearerHash(c: Context): string {
  const match = bearerPattern.exec(c.req.header('Authorization')?.trim() ?? '')
  if (!match?.[1]) throw new SessionTokenError('Send the session token as Authorization: Bearer <token>')
  return hashToken(match[1])
}

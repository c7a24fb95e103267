import { createHash, createPublicKey, verify } from 'node:crypto'
import {
  decodeIss,
  decodeJWT,
  generateKeyPair,
  JWT_IRIDIUM_ALG,
  JWT_IRIDIUM_TYP,
  signJWT,
} from '@walletconnect/relay-auth'

/**
 * The EdDSA check `verifyJWT` of `@walletconnect/relay-auth` makes, on the same decoded token, with
 * Node's native Ed25519 (`node:crypto`): a relay verifies every connection, and the JavaScript curve
 * costs milliseconds each where the native one costs microseconds.
 */
function verifySignature(token: ReturnType<typeof decodeJWT>): boolean {
  if (token.header.alg !== JWT_IRIDIUM_ALG || token.header.typ !== JWT_IRIDIUM_TYP) return false
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(decodeIss(token.payload.iss)).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, token.data, key, token.signature)
}

/** Why a client's token was refused; the socket closes with this as its reason. */
export class ClientAuthError extends Error {
  override name = 'ClientAuthError'
}

/** Clock skew allowed on `iat`. */
const maxSkewSeconds = 60

/**
 * The client's identity from the JWT in the `auth` query parameter, which every WalletConnect client
 * sends: an EdDSA JWT signed with the key its `iss` (a did:key) names, for this relay (`aud`), unexpired
 * (`exp`). Throws `ClientAuthError` otherwise.
 *
 * @example
 * const iss = await verifyClientAuth(request.url, ['ws://127.0.0.1:8788'])
 */
export async function verifyClientAuth(
  requestUrl: string | undefined,
  audiences: readonly string[],
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const auth = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams.get('auth')
  if (!auth) throw new ClientAuthError('Unauthorized: missing auth token')
  let payload: { iss?: unknown; aud?: unknown; exp?: unknown; iat?: unknown }
  try {
    const token = decodeJWT(auth)
    payload = token.payload
    if (!verifySignature(token)) throw new Error('bad signature')
  } catch {
    throw new ClientAuthError('Unauthorized: invalid auth token')
  }
  if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:'))
    throw new ClientAuthError('Unauthorized: invalid issuer')
  const audience = typeof payload.aud === 'string' ? payload.aud.replace(/\/+$/, '') : ''
  if (!audiences.includes(audience)) throw new ClientAuthError('Unauthorized: token is for another relay')
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds)
    throw new ClientAuthError('Unauthorized: auth token expired')
  if (typeof payload.iat === 'number' && payload.iat > nowSeconds + maxSkewSeconds)
    throw new ClientAuthError('Unauthorized: auth token issued in the future')
  return payload.iss
}

/**
 * A signed client token as WalletConnect clients make them, for raw test and benchmark clients: the key
 * is derived from `name`, so one name is one client (`iss`) across reconnections.
 */
export async function createClientAuth(
  name: string,
  audience: string,
  ttlSeconds = 86_400,
): Promise<{ auth: string; iss: string }> {
  const keyPair = generateKeyPair(createHash('sha256').update(name).digest())
  const auth = await signJWT(name, audience.replace(/\/+$/, ''), ttlSeconds, keyPair)
  return { auth, iss: decodeJWT(auth).payload.iss }
}

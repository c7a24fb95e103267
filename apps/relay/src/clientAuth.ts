/**
 * The client's identity: the `iss` of the JWT in the `auth` query parameter (a did:key).
 *
 * The signature is not verified: this relay runs on a developer's machine, and the iss only
 * decides which subscriptions and undelivered messages a reconnecting client gets back.
 */
export function readClientId(requestUrl: string | undefined): string | undefined {
  if (!requestUrl) return undefined
  const auth = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth')
  if (!auth) return undefined
  const payload = auth.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims === 'object' && claims !== null && 'iss' in claims && typeof claims.iss === 'string') {
      return claims.iss.length > 0 ? claims.iss : undefined
    }
  } catch {
    return undefined
  }
  return undefined
}

/** An unsigned JWT carrying `iss`, the shape WalletConnect clients send; for raw test and benchmark clients. */
export function createClientAuth(iss: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss, sub: iss, aud: 'ws://127.0.0.1', iat: now, exp: now + 86_400 })}.unsigned`
}

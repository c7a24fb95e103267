import { createPrivateKey, randomBytes, sign } from 'node:crypto'
import { ApiError } from '../errors.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'

/** A CDP secret API key: its name and its secret (an EC PEM for ES256, or base64 Ed25519 for EdDSA). */
export type CoinbaseApiKey = { name: string; secret: string }

/** Coinbase's session token API; a test points it at a loopback server. */
export const coinbaseTokenUrl = 'https://api.developer.coinbase.com/onramp/v1/token'

export class OnrampProviderError extends ApiError {
  override name = 'OnrampProviderError'
  constructor(provider: string, detail: string) {
    super(502, 'ONRAMP_PROVIDER_ERROR', `${provider} could not start the purchase: ${detail}`)
  }
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

/**
 * The Bearer JWT of a CDP API call, as Coinbase's authentication documents it: header `kid` (the key's
 * name) and a random `nonce`, claims `sub` (the key's name), `iss: cdp`, `nbf`, `exp` two minutes later
 * and `uri` (`METHOD host/path`); ES256 for an EC key, EdDSA for an Ed25519 one.
 */
export function createCdpJwt(key: CoinbaseApiKey, method: string, url: string, nowSeconds: number): string {
  const { host, pathname } = new URL(url)
  const ec = key.secret.includes('BEGIN EC PRIVATE KEY') || key.secret.includes('BEGIN PRIVATE KEY')
  const privateKey = ec
    ? createPrivateKey(key.secret.replace(/\\n/g, '\n'))
    : (() => {
        // Ed25519 keys are given as base64 of the 32-byte seed followed by the 32-byte public key.
        const raw = Buffer.from(key.secret, 'base64')
        return createPrivateKey({
          key: {
            kty: 'OKP',
            crv: 'Ed25519',
            d: base64url(raw.subarray(0, 32)),
            x: base64url(raw.subarray(32, 64)),
          },
          format: 'jwk',
        })
      })()
  const header = {
    alg: ec ? 'ES256' : 'EdDSA',
    kid: key.name,
    typ: 'JWT',
    nonce: randomBytes(16).toString('hex'),
  }
  const claims = {
    sub: key.name,
    iss: 'cdp',
    nbf: nowSeconds,
    exp: nowSeconds + 120,
    uri: `${method} ${host}${pathname}`,
  }
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
  const signature = ec
    ? sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' })
    : sign(null, Buffer.from(input), privateKey)
  return `${input}.${base64url(signature)}`
}

export type CreateCoinbaseSessionTokenParameters = {
  key: CoinbaseApiKey
  address: string
  /** Coinbase's blockchain names the address receives on, e.g. `['base']`. */
  blockchains: readonly string[]
  assets?: readonly string[] | undefined
  /** The visitor's IP, which Coinbase requires and checks. */
  clientIp: string
  tokenUrl?: string | undefined
  nowSeconds: number
}

/**
 * A single-use Coinbase Onramp session token (valid five minutes) for one address, from the session token
 * API; the widget URL carries it instead of the address. Throws OnrampProviderError when Coinbase refuses.
 */
export async function createCoinbaseSessionToken(
  parameters: CreateCoinbaseSessionTokenParameters,
): Promise<string> {
  const url = parameters.tokenUrl ?? coinbaseTokenUrl
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${createCdpJwt(parameters.key, 'POST', url, parameters.nowSeconds)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      addresses: [{ address: parameters.address, blockchains: parameters.blockchains }],
      ...(parameters.assets ? { assets: parameters.assets } : {}),
      clientIp: parameters.clientIp,
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: Error) => {
    throw new OnrampProviderError('Coinbase', describeUpstreamError(error, { url }))
  })
  const body = (await response.json().catch(() => ({}))) as { token?: unknown; message?: unknown }
  if (!response.ok || typeof body.token !== 'string') {
    throw new OnrampProviderError(
      'Coinbase',
      `HTTP ${response.status}${typeof body.message === 'string' ? ` ${describeUpstreamError(body.message, { url })}` : ''}`,
    )
  }
  return body.token
}

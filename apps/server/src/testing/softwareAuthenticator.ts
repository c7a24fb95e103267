import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

// A passkey authenticator in Node for the server's tests: a P-256 key per credential, 'none' attestation,
// resident credentials, user verification always given. It builds the same bytes a browser's authenticator
// does (authenticator data, COSE key, CBOR attestation object, client data), so the real verification runs.

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>

/** A minimal CBOR encoder: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: CborValue): Uint8Array {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    const out = Buffer.alloc(3)
    out[0] = (major << 5) | 25
    out.writeUInt16BE(length, 1)
    return out
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text] as Uint8Array[])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const parts: Uint8Array[] = [head(5, value.size)]
  for (const [key, item] of value) parts.push(cbor(key), cbor(item))
  return Buffer.concat(parts)
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url')

type Credential = {
  id: Buffer
  privateKey: KeyObject
  publicKey: KeyObject
  rpId: string
  userHandle: string
  counter: number
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>

/**
 * An authenticator holding discoverable credentials. `create` answers registration options as
 * `navigator.credentials.create()` would (`RegistrationResponseJSON`); `get` answers request options with the
 * first credential of the options' RP (`AuthenticationResponseJSON`). `origin` is the frame's origin the
 * browser would report, `topOrigin` the page around it when the frame is embedded.
 *
 * @example
 * const authenticator = createSoftwareAuthenticator()
 * const response = authenticator.create(options, 'http://127.0.0.1:8789')
 */
export function createSoftwareAuthenticator() {
  const credentials: Credential[] = []

  const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([
      sha256(Buffer.from(rpId)),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ])
  }
  const clientData = (type: string, challenge: string, origin: string, topOrigin?: string) =>
    Buffer.from(
      JSON.stringify(
        topOrigin
          ? { type, challenge, origin, crossOrigin: true, topOrigin }
          : { type, challenge, origin, crossOrigin: false },
      ),
    )

  return {
    credentials,
    create(
      options: { challenge: string; rp: { id?: string }; user: { id: string } },
      origin: string,
    ): {
      id: string
      rawId: string
      type: 'public-key'
      response: { clientDataJSON: string; attestationObject: string; transports: 'internal'[] }
      clientExtensionResults: Record<string, never>
    } {
      const rpId = options.rp.id ?? new URL(origin).hostname
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const coseKey = cbor(
        new Map<CborValue, CborValue>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      )
      const id = randomBytes(16)
      const length = Buffer.alloc(2)
      length.writeUInt16BE(id.length)
      const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey])
      const credential = { id, privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 }
      credentials.push(credential)
      // User present, user verified, attested credential data.
      const data = authData(rpId, 0x01 | 0x04 | 0x40, credential.counter, attested)
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      )
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    get(
      options: { challenge: string; rpId?: string },
      origin: string,
      pick: { credential?: Credential; rpId?: string; topOrigin?: string } = {},
    ) {
      const rpId = pick.rpId ?? options.rpId ?? new URL(origin).hostname
      const credential = pick.credential ?? credentials.find((item) => item.rpId === (options.rpId ?? rpId))
      if (!credential) throw new Error(`No credential for ${rpId}`)
      credential.counter += 1
      const data = authData(rpId, 0x01 | 0x04, credential.counter)
      const client = clientData('webauthn.get', options.challenge, origin, pick.topOrigin)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey)
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      }
    },
  }
}

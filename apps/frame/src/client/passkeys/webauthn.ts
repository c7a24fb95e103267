import type { PasskeyAssertion, PasskeyRegistration } from '@latch/api'

// The browser's WebAuthn calls on the frame's origin (the relying party), with the options the server made as
// JSON: binary fields travel as base64url. Every call asks the PRF extension for the one output the wallet
// seals its share under; an authenticator without PRF answers without it.

/** The PRF input of every ceremony: one fixed value, so a login without an e-mail can ask for it. */
const PRF_INPUT = new TextEncoder().encode('latch wallet recovery share v1')

export const base64url = {
  encode(bytes: ArrayBuffer | Uint8Array): string {
    const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
    return btoa(String.fromCharCode(...view))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
  },
  decode(text: string): Uint8Array<ArrayBuffer> {
    const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
    return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0))
  },
}

type Descriptor = { id: string; type?: string; transports?: string[] }
/** The creation options as the server sends them (`PublicKeyCredentialCreationOptionsJSON`). */
export type CreationOptionsJson = {
  challenge: string
  rp: PublicKeyCredentialRpEntity
  user: { id: string; name: string; displayName: string }
  pubKeyCredParams: PublicKeyCredentialParameters[]
  timeout?: number
  excludeCredentials?: Descriptor[]
  authenticatorSelection?: AuthenticatorSelectionCriteria
  attestation?: AttestationConveyancePreference
}
/** The request options as the server sends them (`PublicKeyCredentialRequestOptionsJSON`). */
export type RequestOptionsJson = {
  challenge: string
  rpId?: string
  timeout?: number
  allowCredentials?: Descriptor[]
  userVerification?: UserVerificationRequirement
}

const descriptor = (item: Descriptor): PublicKeyCredentialDescriptor => ({
  id: base64url.decode(item.id),
  type: 'public-key',
  ...(item.transports ? { transports: item.transports as AuthenticatorTransport[] } : {}),
})

/** The PRF output the authenticator gave, if it gave one. */
function prfOutput(credential: PublicKeyCredential): Uint8Array | undefined {
  const results = (credential.getClientExtensionResults() as { prf?: { results?: { first?: BufferSource } } })
    .prf?.results?.first
  if (!results) return undefined
  return results instanceof ArrayBuffer
    ? new Uint8Array(results)
    : new Uint8Array(results.buffer, results.byteOffset, results.byteLength).slice()
}

/** Whether the authenticator said it supports PRF for this credential (creation only). */
const prfEnabled = (credential: PublicKeyCredential) =>
  (credential.getClientExtensionResults() as { prf?: { enabled?: boolean } }).prf?.enabled === true

const prfExtension = () => ({ prf: { eval: { first: PRF_INPUT } } }) as AuthenticationExtensionsClientInputs

/**
 * Creates a passkey with the server's options, asking for PRF. Answers the response for the server, whether the
 * passkey supports PRF, and its output when the authenticator gave one at creation.
 *
 * @example
 * const { response, prf } = await createPasskey(options)
 */
export async function createPasskey(options: CreationOptionsJson) {
  const credential = (await navigator.credentials.create({
    publicKey: {
      ...options,
      challenge: base64url.decode(options.challenge),
      user: { ...options.user, id: base64url.decode(options.user.id) },
      excludeCredentials: (options.excludeCredentials ?? []).map(descriptor),
      extensions: prfExtension(),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('No passkey was created', 'NotAllowedError')
  const response = credential.response as AuthenticatorAttestationResponse
  const registration: PasskeyRegistration = {
    id: credential.id,
    rawId: base64url.encode(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: base64url.encode(response.clientDataJSON),
      attestationObject: base64url.encode(response.attestationObject),
      transports: response.getTransports?.() as PasskeyRegistration['response']['transports'],
    },
    clientExtensionResults: {},
  }
  return { response: registration, prfEnabled: prfEnabled(credential), prf: prfOutput(credential) }
}

/**
 * Signs the server's (or, with `challenge` made here, the frame's own) request with a passkey, asking for PRF.
 * Answers the assertion for the server and the PRF output, if any.
 *
 * @example
 * const { response, prf } = await getPasskey(options)
 */
export async function getPasskey(options: RequestOptionsJson) {
  const credential = (await navigator.credentials.get({
    publicKey: {
      ...options,
      challenge: base64url.decode(options.challenge),
      allowCredentials: (options.allowCredentials ?? []).map(descriptor),
      extensions: prfExtension(),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('No passkey was chosen', 'NotAllowedError')
  const response = credential.response as AuthenticatorAssertionResponse
  const assertion: PasskeyAssertion = {
    id: credential.id,
    rawId: base64url.encode(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: base64url.encode(response.clientDataJSON),
      authenticatorData: base64url.encode(response.authenticatorData),
      signature: base64url.encode(response.signature),
      ...(response.userHandle ? { userHandle: base64url.encode(response.userHandle) } : {}),
    },
    clientExtensionResults: {},
  }
  return { response: assertion, prf: prfOutput(credential) }
}

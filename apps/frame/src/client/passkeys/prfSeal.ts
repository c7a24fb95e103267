import type { PasskeySealedShare } from '@latch/api'
import { fromBase64, toBase64 } from '../custody.js'

/** The HKDF info of the key a passkey's PRF output gives: one purpose, one version. */
const INFO = new TextEncoder().encode('latch recovery share v1')

async function sealingKey(prf: Uint8Array, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(prf), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Seals a key share under a passkey's PRF output (HKDF-SHA256 with a fresh salt, then AES-256-GCM): only the
 * passkey, which gives the same output again, opens it.
 *
 * @example
 * const sealed = await sealShare(share, prf)
 */
export async function sealShare(share: Uint8Array, prf: Uint8Array): Promise<PasskeySealedShare> {
  const salt = crypto.getRandomValues(new Uint8Array(32))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await sealingKey(prf, salt)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share)),
  )
  return { kdf: 'HKDF-SHA256-PRF', salt: toBase64(salt), iv: toBase64(iv), ciphertext: toBase64(ciphertext) }
}

/** Opens a share sealed under this PRF output; another passkey's output fails AES-GCM's check. */
export async function unsealShare(sealed: PasskeySealedShare, prf: Uint8Array): Promise<Uint8Array> {
  const key = await sealingKey(prf, fromBase64(sealed.salt))
  return new Uint8Array(
    await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
      key,
      fromBase64(sealed.ciphertext),
    ),
  )
}

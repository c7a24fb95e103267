import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/**
 * The Solana account's path, as Phantom and Solflare derive it: BIP-44 coin type 501, every level hardened
 * (SLIP-0010's ed25519 derivation has hardened children only).
 */
export const SOLANA_DERIVATION_PATH = [44, 501, 0, 0] as const
const HARDENED = 0x8000_0000

export type SolanaKey = {
  /** The base58 public key: the account's address. */
  address: string
  publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

/**
 * The ed25519 private key (seed) of the embedded wallet's Solana account: SLIP-0010's ed25519 derivation with
 * the wallet's 32-byte secret as the seed, at `path` (by default m/44'/501'/0'/0'). One secret, held in the
 * same three shares, gives both accounts, and the same derivation anywhere recovers it from the secret.
 *
 * @example
 * const seed = deriveSolanaSeed(secret)
 */
export function deriveSolanaSeed(secret: Uint8Array, path: readonly number[] = SOLANA_DERIVATION_PATH) {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), secret)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index + HARDENED) >>> 0)
    const child = hmac(sha512, node.subarray(32), data)
    node.fill(0)
    data.fill(0)
    node = child
  }
  const seed = node.slice(0, 32)
  node.fill(0)
  return seed
}

/**
 * The Solana account of a secret: its address and an ed25519 signer. The seed lives as long as the returned
 * signer; `wipe` clears it.
 *
 * @example
 * const key = solanaKeyOf(secret); const signature = key.sign(message); key.wipe()
 */
export function solanaKeyOf(secret: Uint8Array): SolanaKey & { wipe(): void } {
  const seed = deriveSolanaSeed(secret)
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: base58.encode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, seed),
    wipe: () => seed.fill(0),
  }
}

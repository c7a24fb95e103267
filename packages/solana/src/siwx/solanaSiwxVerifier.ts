import type { SIWXVerifier } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder, isAddress } from '@solana/kit'

const base58 = getBase58Encoder()

/**
 * A Solana sign-in's checks: the address is a base58 ed25519 public key, and the signature (base58, as the
 * runtime's `signMessage` returns it) is that key's over the text's UTF-8 bytes, as Wallet Standard's
 * `solana:signMessage` signs them.
 */
export const solanaSiwxVerifier: SIWXVerifier = {
  isAddress: (address) => isAddress(address),
  async verifyMessage({ address, message, signature }) {
    try {
      const bytes = base58.encode(signature)
      if (bytes.length !== 64) return false
      return ed25519.verify(
        new Uint8Array(bytes),
        new TextEncoder().encode(message),
        new Uint8Array(base58.encode(address)),
      )
    } catch {
      return false
    }
  },
}

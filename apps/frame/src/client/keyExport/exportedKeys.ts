import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { deriveSolanaSeed } from '../solanaKey.js'

/**
 * The wallet's keys as other wallets import them, held as bytes while the export screen is open: the EVM private
 * key (the wallet's 32-byte secret itself) and the Solana keypair (its SLIP-0010 seed followed by the public key,
 * the 64 bytes Phantom and Solflare take in base58). `wipe` zeroes both.
 */
export type ExportedKeys = {
  evmAddress: string
  solanaAddress: string
  /** The EVM private key, 0x-hex. */
  evmPrivateKey(): string
  /** The Solana secret key, base58 of the 64-byte keypair. */
  solanaSecretKey(): string
  wipe(): void
}

/**
 * Copies what the export shows out of `secret` (which the caller wipes as usual).
 *
 * @example
 * const keys = await withFreshSecret(context, fresh, async (secret) => exportedKeysOf(secret))
 */
export function exportedKeysOf(secret: Uint8Array): ExportedKeys {
  const evmKey = secret.slice()
  const seed = deriveSolanaSeed(secret)
  const publicKey = ed25519.getPublicKey(seed)
  const keypair = new Uint8Array(64)
  keypair.set(seed, 0)
  keypair.set(publicKey, 32)
  seed.fill(0)
  const evmAddress = privateKeyToAddress(bytesToHex(evmKey))
  return {
    evmAddress,
    solanaAddress: base58.encode(publicKey),
    evmPrivateKey: () => bytesToHex(evmKey),
    solanaSecretKey: () => base58.encode(keypair),
    wipe() {
      evmKey.fill(0)
      keypair.fill(0)
    },
  }
}

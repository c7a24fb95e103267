import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyOf } from '../solanaKey.js'
import { exportedKeysOf } from './exportedKeys.js'

describe('exportedKeysOf', () => {
  const hex = `0x${'4c'.repeat(32)}` as const

  it('gives the EVM key as 0x-hex and the Solana keypair as base58 of its 64 bytes, for the wallet’s two accounts', () => {
    const secret = hexToBytes(hex)
    const keys = exportedKeysOf(secret)
    expect(keys.evmPrivateKey()).toBe(hex)
    expect(keys.evmAddress).toBe(privateKeyToAddress(hex))
    const solana = solanaKeyOf(secret)
    expect(keys.solanaAddress).toBe(solana.address)
    // Phantom's and Solflare's format: the ed25519 seed, then its public key, whose base58 is the address.
    const keypair = base58.decode(keys.solanaSecretKey())
    expect(keypair).toHaveLength(64)
    expect(base58.encode(ed25519.getPublicKey(keypair.slice(0, 32)))).toBe(solana.address)
    expect(base58.encode(keypair.slice(32))).toBe(solana.address)
    solana.wipe()
  })

  it('holds copies: wiping the secret keeps them, `wipe` zeroes them', () => {
    const secret = hexToBytes(hex)
    const keys = exportedKeysOf(secret)
    secret.fill(0)
    expect(keys.evmPrivateKey()).toBe(hex)
    keys.wipe()
    expect(keys.evmPrivateKey()).toBe(`0x${'00'.repeat(32)}`)
    expect(base58.decode(keys.solanaSecretKey()).every((byte) => byte === 0)).toBe(true)
  })
})

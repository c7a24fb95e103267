import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveSolanaSeed, solanaKeyOf } from './solanaKey.js'

describe('deriveSolanaSeed', () => {
  // SLIP-0010's published test vector 1 for ed25519 (seed 000102…0f).
  const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f')
  it('follows SLIP-0010 for ed25519', () => {
    expect(bytesToHex(deriveSolanaSeed(seed, []))).toBe(
      '0x2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(bytesToHex(deriveSolanaSeed(seed, [0]))).toBe(
      '0x68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(bytesToHex(deriveSolanaSeed(seed, [0, 1, 2, 2, 1_000_000_000]))).toBe(
      '0x8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    )
  })

  it("derives one Solana account per secret at m/44'/501'/0'/0', whose signatures verify", () => {
    const secret = hexToBytes(`0x${'11'.repeat(32)}`)
    const key = solanaKeyOf(secret)
    expect(solanaKeyOf(secret).address).toBe(key.address)
    expect(solanaKeyOf(hexToBytes(`0x${'12'.repeat(32)}`)).address).not.toBe(key.address)
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(key.sign(message), message, key.publicKey)).toBe(true)
    key.wipe()
  })
})

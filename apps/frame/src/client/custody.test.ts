import { combine } from 'shamir-secret-sharing'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletShares, decryptShare, encryptShare, withKey } from './custody.js'

describe('custody', () => {
  it('splits a new key 2-of-3: any two shares sign for the address, one share alone is not the key', async () => {
    const { address, device, auth, recovery } = await createWalletShares()
    for (const pair of [
      [device, auth],
      [device, recovery],
      [auth, recovery],
    ] as [Uint8Array, Uint8Array][]) {
      const signature = await withKey(pair, (account) => {
        expect(account.address).toBe(address)
        return account.signMessage({ message: 'hello' })
      })
      expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
    }
    // A share is one byte longer than the key (its x coordinate) and is not the key.
    expect(device).toHaveLength(33)
    await expect(combine([device])).rejects.toThrow()
  })

  it('gives no wallet from shares of two different wallets', async () => {
    const a = await createWalletShares()
    const b = await createWalletShares()
    // Shares of two splits either do not combine at all or combine into a key that is neither wallet's.
    const mixed = await withKey([a.device, b.auth], async (account) => account.address).catch(() => 'refused')
    expect([a.address, b.address]).not.toContain(mixed)
  })

  it('encrypts the recovery share under a password', async () => {
    const { recovery } = await createWalletShares()
    const encrypted = await encryptShare(recovery, 'correct horse battery', 100_000)
    expect(encrypted).toMatchObject({ kdf: 'PBKDF2-SHA256', iterations: 100_000 })
    expect(await decryptShare(encrypted, 'correct horse battery')).toEqual(recovery)
    await expect(decryptShare(encrypted, 'wrong password')).rejects.toThrow('Wrong recovery password')
  })
})

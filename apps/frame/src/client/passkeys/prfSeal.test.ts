import { describe, expect, it } from 'vitest'
import { sealShare, unsealShare } from './prfSeal.js'

describe('sealShare', () => {
  it('opens with the same PRF output only', async () => {
    const share = crypto.getRandomValues(new Uint8Array(33))
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const sealed = await sealShare(share, prf)
    expect(sealed.kdf).toBe('HKDF-SHA256-PRF')
    expect(await unsealShare(sealed, prf)).toEqual(share)
    await expect(unsealShare(sealed, crypto.getRandomValues(new Uint8Array(32)))).rejects.toThrow()
  })
})

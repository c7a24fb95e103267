import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_MAINNET_REFERENCE } from '../solanaChains.js'
import { solanaSiwx } from './solanaSiwx.js'

const base58 = getBase58Decoder()
const chainId = `solana:${SOLANA_MAINNET_REFERENCE}` as const

function keyPair() {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.decode(ed25519.getPublicKey(secret))
  const sign = (message: string) => base58.decode(ed25519.sign(new TextEncoder().encode(message), secret))
  return { address, sign }
}

describe('solanaSiwx', () => {
  it('names the account Solana and verifies the key’s ed25519 signature over the text only', async () => {
    expect(solanaSiwx).toMatchObject({ namespace: 'solana', accountName: 'Solana' })
    const verifier = await solanaSiwx.loadVerifier()
    const signer = keyPair()
    const other = keyPair()
    const message = 'app.example wants you to sign in with your Solana account:'
    const check = (address: string, text: string, signature: string) =>
      verifier.verifyMessage({ chainId, address, message: text, signature })

    expect(await check(signer.address, message, signer.sign(message))).toBe(true)
    expect(await check(signer.address, message, other.sign(message))).toBe(false)
    expect(await check(signer.address, `${message}.`, signer.sign(message))).toBe(false)
    expect(await check(signer.address, message, 'not-base58!')).toBe(false)
    expect(await check(signer.address, message, base58.decode(new Uint8Array(63)))).toBe(false)
  })

  it('takes base58 public keys as addresses, nothing else', async () => {
    const verifier = await solanaSiwx.loadVerifier()
    expect(verifier.isAddress(keyPair().address, chainId)).toBe(true)
    expect(verifier.isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', chainId)).toBe(false)
    expect(verifier.isAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', chainId)).toBe(false)
  })
})

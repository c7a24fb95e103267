import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { POLKADOT_MAINNET_REFERENCE } from '../polkadotChains.js'
import { polkadotSiwx } from './polkadotSiwx.js'

const chainId = `polkadot:${POLKADOT_MAINNET_REFERENCE}` as const

function account() {
  const pair = sr25519PairFromSeed(crypto.getRandomValues(new Uint8Array(32)))
  return {
    address: encodeAddress(pair.publicKey, 0),
    sign: (message: Uint8Array) => u8aToHex(sr25519Sign(message, pair)),
  }
}

describe('polkadotSiwx', () => {
  it('verifies the account’s sr25519 signature over the <Bytes>-wrapped text, as signRaw makes it', async () => {
    await cryptoWaitReady()
    expect(polkadotSiwx).toMatchObject({ namespace: 'polkadot', accountName: 'Polkadot' })
    const verifier = await polkadotSiwx.loadVerifier()
    const signer = account()
    const message = 'app.example wants you to sign in with your Polkadot account:'
    const check = (signature: string, address = signer.address) =>
      verifier.verifyMessage({ chainId, address, message, signature })
    expect(await check(signer.sign(u8aWrapBytes(message)))).toBe(true)
    expect(await check(account().sign(u8aWrapBytes(message)))).toBe(false)
    expect(await check(signer.sign(u8aWrapBytes(message)), account().address)).toBe(false)
    // The bare text, as a few WalletConnect wallets sign it, is the same sign-in (util-crypto checks both forms).
    expect(await check(signer.sign(new TextEncoder().encode(message)))).toBe(true)
    expect(await check('0x1234')).toBe(false)
  })

  it('takes SS58 addresses, not hex public keys or other namespaces’ addresses', async () => {
    const verifier = await polkadotSiwx.loadVerifier()
    expect(verifier.isAddress(account().address, chainId)).toBe(true)
    expect(verifier.isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', chainId)).toBe(false)
    expect(verifier.isAddress('GbWJd4ahnd1DSwuY8pWsPdkbwxY3TB8dRnZxMUMKTyHT', chainId)).toBe(false)
  })
})

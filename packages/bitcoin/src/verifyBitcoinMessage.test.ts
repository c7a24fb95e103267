import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { getAddress } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BITCOIN_MAINNET_REFERENCE, bitcoinAddressNetwork } from './bitcoinChains.js'
import { legacyMessageHash, verifyBitcoinMessage } from './verifyBitcoinMessage.js'

const network = bitcoinAddressNetwork({ id: BITCOIN_MAINNET_REFERENCE })

describe('verifyBitcoinMessage', () => {
  // BIP-322's own test vectors (the P2WPKH key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
  const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  it.each([
    [
      '',
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
  ])('accepts BIP-322’s vector for %j and refuses it for another message', (message, signature) => {
    expect(verifyBitcoinMessage({ address, message, signature, network })).toBe(true)
    expect(verifyBitcoinMessage({ address, message: `${message}.`, signature, network })).toBe(false)
  })

  it('accepts the legacy format (recoverable ECDSA over the "Bitcoin Signed Message" hash) for P2PKH and P2WPKH', () => {
    const key = secp256k1.utils.randomPrivateKey()
    const signed = secp256k1.sign(legacyMessageHash('gm'), key)
    for (const [type, base] of [
      ['pkh', 31],
      ['wpkh', 39],
    ] as const) {
      const signature = base64.encode(
        new Uint8Array([base + (signed.recovery ?? 0), ...signed.toCompactRawBytes()]),
      )
      const owner = getAddress(type, key, network) as string
      expect(verifyBitcoinMessage({ address: owner, message: 'gm', signature, network })).toBe(true)
      expect(verifyBitcoinMessage({ address: owner, message: 'gn', signature, network })).toBe(false)
    }
  })

  it('refuses what is not a signature', () => {
    expect(verifyBitcoinMessage({ address, message: '', signature: 'not base64!', network })).toBe(false)
    expect(verifyBitcoinMessage({ address: 'nope', message: '', signature: 'AA==', network })).toBe(false)
  })
})

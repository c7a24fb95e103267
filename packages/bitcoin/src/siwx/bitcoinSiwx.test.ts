import type { CaipNetworkId } from '@latch/core'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { getAddress } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_MAINNET_REFERENCE,
  BITCOIN_REGTEST_REFERENCE,
  bitcoinAddressNetwork,
} from '../bitcoinChains.js'
import { legacyMessageHash } from '../verifyBitcoinMessage.js'
import { bitcoinSiwx } from './bitcoinSiwx.js'

const mainnet: CaipNetworkId = `bip122:${BITCOIN_MAINNET_REFERENCE}`
const regtest: CaipNetworkId = `bip122:${BITCOIN_REGTEST_REFERENCE}`

describe('bitcoinSiwx', () => {
  it('verifies BIP-322 "simple" signatures of the address on its chain', async () => {
    expect(bitcoinSiwx).toMatchObject({ namespace: 'bip122', accountName: 'Bitcoin' })
    const verifier = await bitcoinSiwx.loadVerifier()
    // BIP-322's test vector (P2WPKH, key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const signature =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    const check = (message: string, chainId = mainnet) =>
      verifier.verifyMessage({ chainId, address, message, signature })
    expect(await check('Hello World')).toBe(true)
    expect(await check('Hello World!')).toBe(false)
    // A mainnet address is no account of regtest.
    expect(verifier.isAddress(address, mainnet)).toBe(true)
    expect(verifier.isAddress(address, regtest)).toBe(false)
    expect(await check('Hello World', regtest)).toBe(false)
  })

  it('accepts the legacy format wallets still return, from the address’s key only', async () => {
    const verifier = await bitcoinSiwx.loadVerifier()
    const network = bitcoinAddressNetwork({ id: BITCOIN_REGTEST_REFERENCE })
    const key = secp256k1.utils.randomPrivateKey()
    const address = getAddress('wpkh', key, network) as string
    const legacy = (message: string, signer = key) => {
      const signed = secp256k1.sign(legacyMessageHash(message), signer)
      return base64.encode(new Uint8Array([39 + (signed.recovery ?? 0), ...signed.toCompactRawBytes()]))
    }
    const message = 'localhost wants you to sign in with your Bitcoin account:'
    const check = (signature: string) =>
      verifier.verifyMessage({ chainId: regtest, address, message, signature })
    expect(await check(legacy(message))).toBe(true)
    expect(await check(legacy(message, secp256k1.utils.randomPrivateKey()))).toBe(false)
    expect(await check(legacy(`${message} `))).toBe(false)
  })
})

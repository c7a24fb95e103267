import { createMemoryStorage } from '@latch/core'
import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createLocalSiwx } from '../siwx/createLocalSiwx.js'
import { cacaoSession } from './cacaoSession.js'

const key = generatePrivateKey()
const account = privateKeyToAccount(key)

/** A CACAO as a WalletConnect wallet answers one-click sign-in, and the text it signed. */
async function signedCacao(signer = key) {
  const p = {
    iss: `did:pkh:eip155:31337:${account.address}`,
    domain: 'app.example',
    aud: 'https://app.example/login',
    version: '1',
    nonce: '0123456789abcdef',
    iat: new Date().toISOString(),
    exp: new Date(Date.now() + 60_000).toISOString(),
    statement: 'Sign in to Shop',
    resources: [createEncodedRecap('eip155', 'request', ['personal_sign'])],
  }
  const message = formatMessage(p, p.iss)
  const signature = await privateKeyToAccount(signer).signMessage({ message })
  return { cacao: { h: { t: 'caip122' as const }, p, s: { t: 'eip191' as const, s: signature } }, message }
}

describe('cacaoSession', () => {
  it("reads the sign-in message's fields from the CACAO payload, with the signed text and the CACAO", async () => {
    const { cacao, message } = await signedCacao()
    const session = cacaoSession(cacao, message)
    expect(session).toEqual({
      data: {
        chainId: 'eip155:31337',
        accountAddress: account.address,
        nonce: '0123456789abcdef',
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        issuedAt: cacao.p.iat,
        expirationTime: cacao.p.exp,
        resources: cacao.p.resources,
        statement: 'Sign in to Shop',
      },
      message,
      signature: cacao.s.s,
      cacao,
    })
    expect(() => cacaoSession({ ...cacao, p: { ...cacao.p, iss: 'did:pkh:solana:x:y' } }, message)).toThrow(
      'not an eip155 account',
    )
  })

  it('makes a session the local configuration verifies, and refuses another signer or changed fields', async () => {
    const siwx = createLocalSiwx({ domain: 'app.example', storage: createMemoryStorage() })
    const { cacao, message } = await signedCacao()
    const session = cacaoSession(cacao, message)
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([session])

    const forged = await signedCacao(generatePrivateKey())
    await expect(siwx.addSession(cacaoSession(forged.cacao, forged.message))).rejects.toThrow('not valid')
    const otherNonce = { ...session, data: { ...session.data, nonce: 'fedcba9876543210' } }
    await expect(siwx.addSession(otherNonce)).rejects.toThrow('not valid')
  })
})

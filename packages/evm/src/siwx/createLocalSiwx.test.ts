import { createMemoryStorage, type SIWXNamespace, type SIWXSession } from '@latch/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createLocalSiwx } from './createLocalSiwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'

const options = { domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to Shop' }

async function signedSession(siwx: ReturnType<typeof createLocalSiwx>, key = generatePrivateKey()) {
  const account = privateKeyToAccount(key)
  const message = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress: account.address })
  const { toString: _text, ...data } = message
  const text = message.toString()
  return {
    account,
    session: { data, message: text, signature: await account.signMessage({ message: text }) },
  }
}

describe('createLocalSiwx', () => {
  it('makes an EIP-4361 message, stores a verified session and finds it for the account only', async () => {
    const storage = createMemoryStorage()
    const siwx = createLocalSiwx({ ...options, storage })
    const { account, session } = await signedSession(siwx)
    expect(session.message).toBe(formatSiwxMessage(session.data))
    expect(session.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(session.message).toContain(`Nonce: ${session.data.nonce}`)
    expect(session.data.nonce).toMatch(/^[0-9a-f]{32}$/)
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:31337', account.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:31338', account.address)).toEqual([])
    await siwx.revokeSession('eip155:31337', account.address)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('refuses another signer, a tampered text, an expired message and another domain', async () => {
    const storage = createMemoryStorage()
    const siwx = createLocalSiwx({ ...options, storage })
    const { session } = await signedSession(siwx)
    const other = privateKeyToAccount(generatePrivateKey())
    const refuse = (s: SIWXSession) => expect(siwx.addSession(s)).rejects.toThrow('not valid')

    await refuse({ ...session, signature: await other.signMessage({ message: session.message }) })
    await refuse({ ...session, message: session.message.replace('Sign in to Shop', 'Sign in to Bank') })
    const signer = privateKeyToAccount(generatePrivateKey())
    const expired = {
      ...session.data,
      accountAddress: signer.address,
      expirationTime: new Date(Date.now() - 1_000).toISOString(),
    }
    const expiredText = formatSiwxMessage(expired)
    await refuse({
      data: expired,
      message: expiredText,
      signature: await signer.signMessage({ message: expiredText }),
    })
    const foreign = createLocalSiwx({ ...options, domain: 'evil.example', storage })
    await expect(foreign.addSession(session)).rejects.toThrow('not valid')

    // Sessions set as a whole are checked the same way, and one planted in storage by hand is not trusted either.
    const planted = { ...session, signature: await other.signMessage({ message: session.message }) }
    await expect(siwx.setSessions([planted])).rejects.toThrow('not valid')
    storage.setItem('latch.siwx.local', JSON.stringify([planted]))
    expect(await siwx.getSessions(session.data.chainId, session.data.accountAddress)).toEqual([])
  })

  it('says whether sign-in is required and whether to sign out on disconnect', () => {
    expect(createLocalSiwx().getRequired?.()).toBe(false)
    const strict = createLocalSiwx({ required: true, signOutOnDisconnect: true })
    expect(strict.getRequired?.()).toBe(true)
    expect(strict.signOutOnDisconnect).toBe(true)
  })
})

describe('createLocalSiwx on another namespace', () => {
  // A made-up namespace whose "signature" is the address and the text's length: the configuration's plumbing is
  // under test here, each adapter's real verifier beside it (solanaSiwxVerifier, bitcoinSiwxVerifier, …).
  const sign = (address: string, message: string) => `${address}.${message.length}`
  let loads = 0
  const made: SIWXNamespace = {
    namespace: 'made',
    accountName: 'Made',
    async loadVerifier() {
      loads += 1
      return {
        isAddress: (address) => /^m[a-z]{3}$/.test(address),
        verifyMessage: async ({ address, message, signature }) => signature === sign(address, message),
      }
    },
  }
  const chainId = 'made:chain' as const

  it('signs in with its CAIP-122 text and its verifier, and refuses what it refuses', async () => {
    const storage = createMemoryStorage()
    const siwx = createLocalSiwx({ ...options, storage, namespaces: [made] })
    const message = await siwx.createMessage({ chainId, accountAddress: 'mabc' })
    const { toString: _text, ...data } = message
    const text = message.toString()
    expect(text.split('\n')[0]).toBe('app.example wants you to sign in with your Made account:')
    const session = { data, message: text, signature: sign('mabc', text) }
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId, 'mabc')).toEqual([session])
    // Addresses of other namespaces compare as written.
    expect(await siwx.getSessions(chainId, 'MABC')).toEqual([])
    expect(loads).toBeGreaterThan(0)

    await expect(siwx.addSession({ ...session, signature: sign('mxyz', text) })).rejects.toThrow('not valid')
    await expect(siwx.createMessage({ chainId, accountAddress: '0xnot' })).rejects.toThrow(
      'not an account address',
    )
    // Without the namespace a configuration cannot make or trust its messages.
    const bare = createLocalSiwx({ ...options, storage })
    await expect(bare.createMessage({ chainId, accountAddress: 'mabc' })).rejects.toThrow('namespaces')
    expect(await bare.getSessions(chainId, 'mabc')).toEqual([])
  })
})

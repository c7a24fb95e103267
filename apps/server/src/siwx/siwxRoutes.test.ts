import type { SiwxCacao, SiwxMessageData } from '@latch/api'
import { type Devnet, type DevnetChain, devnetContracts, toViemChain } from '@latch/devnet'
import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { type Address, createWalletClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { isErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileTestApp } from '../names/testing/createProfileTestApp.js'
import { type ProfileTestStack, startProfileTestStack } from '../names/testing/startProfileTestStack.js'
import { createDevnetSafe } from '../testing/createDevnetSafe.js'
import { siwxNonceTtlMs } from './siwxRoutes.js'
import { siwxMessageData } from './testing/siwxMessageData.js'

let devnet: Devnet
let test: ProfileTestApp
let stack: ProfileTestStack | undefined

beforeAll(async () => {
  stack = await startProfileTestStack()
  ;({ devnet, test } = stack)
})
afterAll(() => stack?.close())

// The dev project allows http://localhost:* and http://127.0.0.1:*.
const origin = 'http://localhost:5173'
const query = 'projectId=latch-dev'

const request = async (path: string, init: RequestInit & { origin?: string | null } = {}) => {
  const headers = new Headers(init.headers)
  if (init.origin !== null) headers.set('Origin', init.origin ?? origin)
  const res = await test.app.request(path, { ...init, headers })
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON that the assertions inspect
  return { status: res.status, body: (await res.json()) as any }
}

async function getNonce(): Promise<string> {
  const { status, body } = await request(`/v1/siwx/nonce?${query}`)
  expect(status).toBe(200)
  return body.nonce
}

const messageData = (address: Address, nonce: string, overrides: Partial<SiwxMessageData> = {}) =>
  siwxMessageData('eip155:31337', address, nonce, overrides)

function render(data: SiwxMessageData): string {
  return createSiweMessage({
    address: data.accountAddress as Address,
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    nonce: data.nonce,
    uri: data.uri,
    version: '1',
    issuedAt: new Date(data.issuedAt),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...(data.statement ? { statement: data.statement } : {}),
  })
}

async function signedSession(privateKey: Hex, overrides: Partial<SiwxMessageData> = {}) {
  const account = privateKeyToAccount(privateKey)
  const data = messageData(account.address, overrides.nonce ?? (await getNonce()), overrides)
  const message = render(data)
  return { data, message, signature: await account.signMessage({ message }) }
}

const postSession = (body: unknown, options: { origin?: string | null } = {}) =>
  request(`/v1/siwx/sessions?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...options,
  })

describe('GET /v1/siwx/nonce', () => {
  it('issues distinct nonces to allowed origins only', async () => {
    const [a, b] = [await getNonce(), await getNonce()]
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toBe(b)
    const foreign = await request(`/v1/siwx/nonce?${query}`, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', reasons: [expect.any(String)] })
    // No Origin is a server's call, which needs the project's secret key.
    const none = await request(`/v1/siwx/nonce?${query}`, { origin: null })
    expect(none.status).toBe(401)
    expect(none.body.code).toBe('SECRET_KEY_REQUIRED')
    const unknown = await request('/v1/siwx/nonce?projectId=unknown-project')
    expect(unknown.body.code).toBe('PROJECT_NOT_FOUND')
  })
})

describe('POST /v1/siwx/sessions', () => {
  it('stores an EOA session, lists it with its token, refuses its replay, and revokes it', async () => {
    const key = generatePrivateKey()
    const session = await signedSession(key)
    const created = await postSession(session)
    expect(created.status).toBe(201)
    const { token, ...stored } = created.body
    expect(stored).toEqual(session)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const bearer = { Authorization: `Bearer ${token}` }

    const address = privateKeyToAccount(key).address
    const listPath = `/v1/siwx/sessions?${query}&chainId=eip155:31337&address=${address.toLowerCase()}`
    const listed = await request(listPath, { headers: bearer })
    expect(listed).toEqual({ status: 200, body: [session] })
    const otherChain = await request(`/v1/siwx/sessions?${query}&chainId=eip155:1&address=${address}`, {
      headers: bearer,
    })
    expect(otherChain.body).toEqual([])

    const replay = await postSession(session)
    expect(replay.status).toBe(400)
    expect(replay.body.code).toBe('INVALID_NONCE')

    const revoked = await request(listPath, { method: 'DELETE', headers: bearer })
    expect(revoked).toEqual({ status: 200, body: { revoked: 1 } })
    expect((await request(listPath, { headers: bearer })).body).toEqual([])
  })

  it('reads and revokes a session only with its own bearer token, not with the Origin alone', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const first = await postSession(await signedSession(key))
    const second = await postSession(await signedSession(key))
    expect([first.status, second.status]).toEqual([201, 201])
    const listPath = `/v1/siwx/sessions?${query}&chainId=eip155:31337&address=${address}`

    // An allowed Origin is not enough: without a token nothing is read or revoked.
    for (const method of ['GET', 'DELETE']) {
      const bare = await request(listPath, { method })
      expect(bare).toMatchObject({
        status: 401,
        body: { code: 'INVALID_TOKEN', reasons: [expect.any(String)] },
      })
      const malformed = await request(listPath, { method, headers: { Authorization: 'Bearer x' } })
      expect(malformed.status).toBe(401)
      const basic = await request(listPath, { method, headers: { Authorization: 'Basic YWxpY2U6cHc=' } })
      expect(basic.status).toBe(401)
    }
    // A token someone guessed, and another account's token, see nothing and revoke nothing.
    const guessed = { Authorization: `Bearer ${'A'.repeat(43)}` }
    expect((await request(listPath, { headers: guessed })).body).toEqual([])
    const stranger = await postSession(await signedSession(generatePrivateKey()))
    const strangerBearer = { Authorization: `Bearer ${stranger.body.token}` }
    expect((await request(listPath, { headers: strangerBearer })).body).toEqual([])
    expect((await request(listPath, { method: 'DELETE', headers: strangerBearer })).body).toEqual({
      revoked: 0,
    })

    // Each token reaches its own session: revoking the first leaves the second.
    const firstBearer = { Authorization: `Bearer ${first.body.token}` }
    const secondBearer = { Authorization: `Bearer ${second.body.token}` }
    expect((await request(listPath, { headers: firstBearer })).body).toHaveLength(1)
    expect((await request(listPath, { method: 'DELETE', headers: firstBearer })).body).toEqual({ revoked: 1 })
    expect((await request(listPath, { headers: firstBearer })).body).toEqual([])
    expect((await request(listPath, { headers: secondBearer })).body).toHaveLength(1)

    // A token does not work from an origin outside the allowlist either.
    const foreign = await request(listPath, { headers: secondBearer, origin: 'https://evil.example' })
    expect(foreign).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED' } })
  })

  it('creates one session from concurrent submissions of one signed message', async () => {
    const session = await signedSession(generatePrivateKey())
    const results = await Promise.all(Array.from({ length: 8 }, () => postSession(session)))
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    }
  })

  it('spends a nonce once when messages of several accounts with it arrive at once', async () => {
    const nonce = await getNonce()
    const sessions = await Promise.all(
      Array.from({ length: 12 }, () => signedSession(generatePrivateKey(), { nonce })),
    )
    const results = await Promise.all(sessions.map((session) => postSession(session)))
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    }
  })

  it('accepts the ERC-1271 SmartWallet signed by its owner with personal_sign', async () => {
    const chain = devnet.chains[0] as DevnetChain
    const owner = createWalletClient({
      account: devnet.smartWalletOwner.address,
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    const data = messageData(devnetContracts.smartWallet, await getNonce())
    const message = render(data)
    const signature = await owner.signMessage({ message })
    const created = await postSession({ data, message, signature })
    expect(created.status).toBe(201)
    const listed = await request(
      `/v1/siwx/sessions?${query}&chainId=eip155:31337&address=${devnetContracts.smartWallet}`,
      { headers: { Authorization: `Bearer ${created.body.token}` } },
    )
    expect(listed.body).toHaveLength(1)

    // Another account's signature for the smart wallet is refused by the contract.
    const data2 = messageData(devnetContracts.smartWallet, await getNonce())
    const message2 = render(data2)
    const other = privateKeyToAccount(generatePrivateKey())
    const refused = await postSession({
      data: data2,
      message: message2,
      signature: await other.signMessage({ message: message2 }),
    })
    expect(refused).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
  })

  it('accepts a smart account (Safe) before deployment by its ERC-6492 signature, and after by ERC-1271; refuses a forged one or another message', async () => {
    const chain = devnet.chains[0] as DevnetChain
    const safe = await createDevnetSafe(chain)
    const { account } = safe
    const signIn = async () => {
      const data = messageData(account.address, await getNonce())
      const message = render(data)
      return { data, message, signature: await account.signMessage({ message }) }
    }
    const listed = async (token: string) =>
      (
        await request(`/v1/siwx/sessions?${query}&chainId=eip155:31337&address=${account.address}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).body

    const early = await signIn()
    expect(isErc6492Signature(early.signature as Hex)).toBe(true)
    const created = await postSession(early)
    expect(created.status).toBe(201)
    expect(await listed(created.body.token)).toHaveLength(1)
    // Checked without deploying the account.
    expect(await account.isDeployed()).toBe(false)

    // The same signature for another message, and another key's Safe signature for this address, are refused.
    const other = await signIn()
    expect(await postSession({ ...other, signature: early.signature })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE' },
    })
    const stranger = (await createDevnetSafe(chain)).account
    const forged = await signIn()
    expect(
      await postSession({ ...forged, signature: await stranger.signMessage({ message: forged.message }) }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })

    await safe.deploy()
    const late = await signIn()
    expect(isErc6492Signature(late.signature as Hex)).toBe(false)
    const again = await postSession(late)
    expect(again.status).toBe(201)
    expect(await listed(again.body.token)).toHaveLength(1)
    const wrongMessage = await signIn()
    expect(await postSession({ ...wrongMessage, signature: late.signature })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE' },
    })
  })

  it('refuses a signature by another address', async () => {
    const session = await signedSession(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const result = await postSession({
      ...session,
      signature: await other.signMessage({ message: session.message }),
    })
    expect(result.status).toBe(401)
    expect(result.body).toMatchObject({
      code: 'INVALID_SIGNATURE',
      reasons: [expect.stringContaining('not made by')],
    })
  })

  it('refuses an expired message and one not valid yet', async () => {
    const expired = await signedSession(generatePrivateKey(), {
      issuedAt: new Date(Date.now() - 120_000).toISOString(),
      expirationTime: new Date(Date.now() - 1_000).toISOString(),
    })
    const result = await postSession(expired)
    expect(result).toMatchObject({ status: 400, body: { code: 'MESSAGE_EXPIRED' } })
    expect(result.body.reasons).toEqual(['The sign-in message has expired; sign in again'])

    const early = await signedSession(generatePrivateKey(), {
      notBefore: new Date(Date.now() + 600_000).toISOString(),
    })
    expect((await postSession(early)).body.code).toBe('MESSAGE_NOT_YET_VALID')

    // A nonce older than its 10 minutes cannot be used either.
    const stale = await signedSession(generatePrivateKey(), {
      expirationTime: new Date(Date.now() + 2 * siwxNonceTtlMs).toISOString(),
    })
    test.advanceClock(siwxNonceTtlMs + 1_000)
    try {
      expect((await postSession(stale)).body.code).toBe('INVALID_NONCE')
    } finally {
      test.advanceClock(-(siwxNonceTtlMs + 1_000))
    }
  })

  it('ends every session after 7 days at most, also one whose message has no expiry', async () => {
    const dayMs = 86_400_000
    const sessionFor = async (expirationTime: string | undefined) => {
      const key = generatePrivateKey()
      const account = privateKeyToAccount(key)
      const { expirationTime: _, ...data } = messageData(account.address, await getNonce())
      const signed = expirationTime === undefined ? data : { ...data, expirationTime }
      const message = render(signed)
      const created = await postSession({
        data: signed,
        message,
        signature: await account.signMessage({ message }),
      })
      expect(created.status).toBe(201)
      const path = `/v1/siwx/sessions?${query}&chainId=eip155:31337&address=${account.address}`
      return async () =>
        (await request(path, { headers: { Authorization: `Bearer ${created.body.token}` } })).body
    }
    const forever = await sessionFor(undefined)
    const forAMonth = await sessionFor(new Date(Date.now() + 30 * dayMs).toISOString())
    const forAnHour = await sessionFor(new Date(Date.now() + 3_600_000).toISOString())
    expect(await forever()).toHaveLength(1)
    expect(await forAMonth()).toHaveLength(1)

    test.advanceClock(2 * 3_600_000)
    try {
      // The message's own expiry still counts when it is sooner.
      expect(await forAnHour()).toEqual([])
      expect(await forever()).toHaveLength(1)
      test.advanceClock(7 * dayMs - 3 * 3_600_000)
      expect(await forever()).toHaveLength(1)
      expect(await forAMonth()).toHaveLength(1)
      test.advanceClock(2 * 3_600_000)
      expect(await forever()).toEqual([])
      expect(await forAMonth()).toEqual([])
    } finally {
      test.advanceClock(-(7 * dayMs + 3_600_000))
    }
  })

  it('refuses a wrong domain, a foreign uri, a foreign origin and a nonce not issued here', async () => {
    const wrongDomain = await signedSession(generatePrivateKey(), { domain: 'app.example.com' })
    const domainResult = await postSession(wrongDomain)
    expect(domainResult).toMatchObject({ status: 403, body: { code: 'DOMAIN_MISMATCH' } })
    expect(domainResult.body.reasons[0]).toBe(
      'The message signs in to app.example.com, but the request comes from localhost:5173',
    )

    const foreignUri = await signedSession(generatePrivateKey(), { uri: 'https://evil.example/login' })
    expect((await postSession(foreignUri)).body.code).toBe('URI_MISMATCH')

    // The allowlist is checked before anything else: a site not on it cannot even name its own domain.
    const evil = await signedSession(generatePrivateKey(), {
      domain: 'evil.example',
      uri: 'https://evil.example/',
    })
    const evilResult = await postSession(evil, { origin: 'https://evil.example' })
    expect(evilResult).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED' } })

    const invented = await signedSession(generatePrivateKey(), { nonce: 'abcdef0123456789' })
    expect((await postSession(invented)).body.code).toBe('INVALID_NONCE')
  })

  it('refuses a message text that is not the EIP-4361 rendering of its fields', async () => {
    const key = generatePrivateKey()
    const session = await signedSession(key)
    const tampered = session.message.replace('Sign in to Latch Demo', 'Sign in to something else')
    const account = privateKeyToAccount(key)
    const result = await postSession({
      ...session,
      message: tampered,
      signature: await account.signMessage({ message: tampered }),
    })
    expect(result).toMatchObject({ status: 400, body: { code: 'MESSAGE_MISMATCH' } })

    const invalidField = await postSession({ ...session, data: { ...session.data, uri: 'not a uri' } })
    expect(invalidField.status).toBe(403)
    const badBody = await postSession({
      data: { ...session.data, version: '2' },
      message: 'x',
      signature: '0x',
    })
    expect(badBody).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
    expect(badBody.body.reasons[0]).toContain('body.data.version')
  })
})

/** A CACAO as a WalletConnect wallet answers one-click sign-in: the request's payload, the signer, and its signature. */
async function signedCacao(
  privateKey: Hex,
  overrides: Partial<SiwxCacao['p']> = {},
  signer: Hex = privateKey,
): Promise<SiwxCacao> {
  const account = privateKeyToAccount(privateKey)
  const p: SiwxCacao['p'] = {
    iss: `did:pkh:eip155:31337:${account.address}`,
    domain: 'localhost:5173',
    aud: 'http://localhost:5173/',
    version: '1',
    nonce: overrides.nonce ?? (await getNonce()),
    iat: new Date().toISOString(),
    exp: new Date(Date.now() + 3_600_000).toISOString(),
    statement: 'Sign in to Latch Demo',
    resources: [createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])],
    ...overrides,
  }
  const message = formatMessage(p as Parameters<typeof formatMessage>[0], p.iss)
  const signature = await privateKeyToAccount(signer).signMessage({ message })
  return { h: { t: 'caip122' }, p, s: { t: 'eip191', s: signature } }
}

const postCacaos = (cacaos: unknown, options: { origin?: string | null } = {}) =>
  request(`/v1/siwx/sessions/cacao?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cacaos }),
    ...options,
  })

/** One CACAO posted alone; a created session is the first of the answer's list. */
const postCacao = async (cacao: unknown, options: { origin?: string | null } = {}) => {
  const result = await postCacaos([cacao], options)
  return result.status === 201 ? { ...result, body: result.body[0] } : result
}

describe('POST /v1/siwx/sessions/cacao (one-click sign-in)', () => {
  it('stores the session of a CACAO, signed over its CAIP-122 text with the ReCap statement, and lists it', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const cacao = await signedCacao(key)
    const created = await postCacao(cacao)
    expect(created.status).toBe(201)
    const { token, ...stored } = created.body
    expect(stored.cacao).toEqual(cacao)
    expect(stored.data).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: address,
      nonce: cacao.p.nonce,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/',
      issuedAt: cacao.p.iat,
      expirationTime: cacao.p.exp,
    })
    expect(stored.message).toContain(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
    expect(stored.signature).toBe(cacao.s.s)
    const listed = await request(`/v1/siwx/sessions?${query}&chainId=eip155:31337&address=${address}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(listed.body).toEqual([{ data: stored.data, message: stored.message, signature: stored.signature }])
    // The CACAO's nonce is spent like a message's.
    expect(await postCacao(cacao)).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
  })

  it('refuses a forged signature, a changed payload, a wrong nonce, a wrong domain, an expired one and bad input', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address

    const forged = await signedCacao(key, {}, generatePrivateKey())
    expect(await postCacao(forged)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE', reasons: [`The signature was not made by ${address}`] },
    })
    // Signed, then the statement changed: the text rendered from the payload is no longer what was signed.
    const signed = await signedCacao(key)
    const changed = { ...signed, p: { ...signed.p, statement: 'Sign in to something else' } }
    expect((await postCacao(changed)).status).toBe(401)
    // A resource that is not a ReCap the renderer can read.
    const badRecap = { ...signed, p: { ...signed.p, resources: ['urn:recap:not-base64-json'] } }
    expect(await postCacao(badRecap)).toMatchObject({ status: 400, body: { code: 'INVALID_MESSAGE' } })

    const invented = await signedCacao(key, { nonce: 'abcdef0123456789' })
    expect(await postCacao(invented)).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })

    const otherDomain = await signedCacao(key, { domain: 'shop.example.com' })
    expect(await postCacao(otherDomain)).toMatchObject({ status: 403, body: { code: 'DOMAIN_MISMATCH' } })
    const otherAud = await signedCacao(key, { aud: 'https://shop.example.com/' })
    expect(await postCacao(otherAud)).toMatchObject({ status: 403, body: { code: 'URI_MISMATCH' } })
    const foreignOrigin = await signedCacao(key)
    expect(await postCacao(foreignOrigin, { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { code: 'ORIGIN_NOT_ALLOWED' },
    })

    const expired = await signedCacao(key, {
      iat: new Date(Date.now() - 120_000).toISOString(),
      exp: new Date(Date.now() - 1_000).toISOString(),
    })
    expect(await postCacao(expired)).toMatchObject({ status: 400, body: { code: 'MESSAGE_EXPIRED' } })
    const early = await signedCacao(key, { nbf: new Date(Date.now() + 3_600_000).toISOString() })
    expect(await postCacao(early)).toMatchObject({ status: 400, body: { code: 'MESSAGE_NOT_YET_VALID' } })

    for (const bad of [
      { ...signed, p: { ...signed.p, iss: `did:pkh:solana:abc:${address}` } },
      { ...signed, p: { ...signed.p, iss: 'did:pkh:eip155:31337:0x1234' } },
      { ...signed, h: { t: 'eip4361' } },
      { ...signed, s: { t: 'eip191', s: 'not hex' } },
      { ...signed, p: { ...signed.p, version: '2' } },
      { ...signed, p: { ...signed.p, iat: 'yesterday' } },
      {},
      null,
    ]) {
      const result = await postCacao(bad)
      expect(result).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
    }
    // Nothing above made a session: the nonce of the one signed CACAO is still unused.
    expect((await postCacao(signed)).status).toBe(201)
  })

  it('stores one session per chain of a sign-in the wallet signed on two chains, spending the nonce once', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const nonce = await getNonce()
    const first = await signedCacao(key, { nonce })
    const second = await signedCacao(key, { nonce, iss: `did:pkh:eip155:31338:${address}` })
    const created = await postCacaos([first, second])
    expect(created.status).toBe(201)
    expect(created.body.map((session: { data: SiwxMessageData }) => session.data.chainId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(created.body[1].message).toContain('Chain ID: 31338')
    // Each chain's session is read with its own token, and only on its chain.
    for (const [index, chainId] of ['eip155:31337', 'eip155:31338'].entries()) {
      const headers = { Authorization: `Bearer ${created.body[index].token}` }
      const listed = await request(`/v1/siwx/sessions?${query}&chainId=${chainId}&address=${address}`, {
        headers,
      })
      expect(listed.body.map((session: { signature: string }) => session.signature)).toEqual([
        created.body[index].signature,
      ])
      const other = index === 0 ? 'eip155:31338' : 'eip155:31337'
      const elsewhere = await request(`/v1/siwx/sessions?${query}&chainId=${other}&address=${address}`, {
        headers,
      })
      expect(elsewhere.body).toEqual([])
    }
    expect(await postCacaos([second])).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
  })

  it('stores one sign-in of CACAOs submitted many times at once, and spends its nonce once', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const nonce = await getNonce()
    const cacaos = [
      await signedCacao(key, { nonce }),
      await signedCacao(key, { nonce, iss: `did:pkh:eip155:31338:${address}` }),
    ]
    const results = await Promise.all(Array.from({ length: 8 }, () => postCacaos(cacaos)))
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    }
  })

  it('refuses CACAOs that are not one sign-in, or one of them forged, and spends nothing', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const nonce = await getNonce()
    const first = await signedCacao(key, { nonce })
    const second = await signedCacao(key, { nonce, iss: `did:pkh:eip155:31338:${address}` })
    const notOne = { status: 400, body: { code: 'INVALID_MESSAGE' } }
    // Two nonces, two accounts, one chain twice.
    expect(await postCacaos([first, await signedCacao(key, { iss: second.p.iss })])).toMatchObject(notOne)
    const stranger = generatePrivateKey()
    const strangers = await signedCacao(stranger, {
      nonce,
      iss: `did:pkh:eip155:31338:${privateKeyToAccount(stranger).address}`,
    })
    expect(await postCacaos([first, strangers])).toMatchObject(notOne)
    expect(await postCacaos([first, first])).toMatchObject(notOne)
    // The second chain's signature made by another key.
    const forged = await signedCacao(key, { nonce, iss: second.p.iss }, generatePrivateKey())
    expect(await postCacaos([first, forged])).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE' },
    })
    expect(await postCacaos([])).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
    expect((await postCacaos([first, second])).status).toBe(201)
  })
})

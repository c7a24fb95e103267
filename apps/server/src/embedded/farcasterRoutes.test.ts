import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { type Devnet, startDevnet } from '@latch/devnet'
import { type FarcasterRelay, startFarcasterRelay } from '@latch/farcaster-relay'
import { createFarcasterTestApp, type FarcasterTestApp } from '@latch/testing'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { seedDatabase } from '../seedDatabase.js'
import { postFromFrame } from '../testing/postFromFrame.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { embeddedSocialIdentities } from './embeddedTables.js'

const frameOrigin = 'http://127.0.0.1:8789'
const site = 'http://127.0.0.1:5173'
let devnet: Devnet
let relay: FarcasterRelay
let database: TestDatabase
let app: ReturnType<typeof createApp>
let alice: FarcasterTestApp
let mallory: FarcasterTestApp
let aliceFid: number
const consoleError = console.error

beforeAll(async () => {
  ;[devnet, relay, database] = await Promise.all([
    startDevnet({ chainIds: [31337] }),
    startFarcasterRelay(),
    createTestDatabase(),
  ])
  await seedDatabase(database.db)
  const chain = devnet.chains[0] as Devnet['chains'][number]
  app = createApp({
    db: database.db,
    embedded: {
      frameOrigins: [frameOrigin],
      farcaster: { relayUrl: relay.url, rpcUrl: chain.rpcUrl, idRegistry: chain.contracts.idRegistry },
    },
  })
  const farcasterApp = (index: number, username: string) =>
    createFarcasterTestApp({
      relayUrl: relay.url,
      relayKey: relay.authKey,
      rpcUrl: chain.rpcUrl,
      idRegistry: chain.contracts.idRegistry,
      custodyKey: devnet.accounts[index]?.privateKey as `0x${string}`,
      username,
    })
  alice = farcasterApp(5, 'alice')
  mallory = farcasterApp(6, 'mallory')
  aliceFid = await alice.register()
  await mallory.register()
  console.error = () => {}
})
afterAll(async () => {
  console.error = consoleError
  await Promise.all([database?.close(), relay?.stop(), devnet?.stop()])
})

const deviceId = () => crypto.randomUUID().replaceAll('-', '')

const call = (path: string, options: { body?: unknown; token?: string; origin?: string } = {}) =>
  postFromFrame(app, path, { ...options, origin: options.origin ?? frameOrigin })

/** What the frame does: start at the server, open the relay channel with its parameters. */
async function openChannel(device = deviceId()) {
  const started = await call('/v1/embedded/farcaster/start', {
    body: { projectId: 'latch-dev', deviceId: device, origin: site },
  })
  expect(started.status).toBe(200)
  const { relayUrl, nonce, domain, siweUri, expirationTime, token } = started.body as Record<
    'relayUrl' | 'nonce' | 'domain' | 'siweUri' | 'expirationTime' | 'token',
    string
  >
  const client = createAppClient({
    relay: relayUrl,
    ethereum: viemConnector({ rpcUrl: devnet.chains[0]?.rpcUrl }),
  })
  const channel = await client.createChannel({ nonce, domain, siweUri, expirationTime })
  if (channel.isError || !channel.data) throw new Error('no channel')
  const completed = async () => {
    const status = await client.status({ channelToken: channel.data.channelToken })
    return status.data as { state: string; message: string; signature: string; fid: number; username: string }
  }
  return { token: token as string, url: channel.data.url, completed, nonce }
}

const connect = (token: string, body: unknown) => call('/v1/embedded/farcaster/connect', { token, body })

describe('Sign In With Farcaster', () => {
  it('verifies the custody signature and the fid on the registry, and opens a session for the fid', async () => {
    const device = deviceId()
    const channel = await openChannel(device)
    await alice.approve(channel.url)
    const done = await channel.completed()
    expect(done.state).toBe('completed')
    const res = await connect(channel.token, {
      message: done.message,
      signature: done.signature,
      fid: done.fid,
      username: done.username,
    })
    expect(res.status).toBe(200)
    expect(res.body.social).toEqual({ provider: 'farcaster', userName: 'alice' })
    expect(res.body.email).toBeNull()
    expect(String(res.body.accessToken).length).toBeGreaterThan(16)

    // A replayed message: its login is used, and another login's nonce differs.
    const again = { message: done.message, signature: done.signature, fid: done.fid }
    const replay = await connect(channel.token, again)
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBeTypeOf('string')
    const other = await openChannel()
    const crossed = await connect(other.token, again)
    expect(crossed.status).toBe(400)
    expect(crossed.body).toMatchObject({ code: 'FARCASTER_LOGIN_REFUSED', message: expect.any(String) })
  })

  it('completes a login once when its signed message arrives many times at once', async () => {
    const channel = await openChannel()
    await alice.approve(channel.url)
    const done = await channel.completed()
    const body = { message: done.message, signature: done.signature, fid: done.fid }
    const answers = await Promise.all(Array.from({ length: 20 }, () => connect(channel.token, body)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_SESSION' } })
  })

  it('opens one account for a new fid whose logins on several devices complete at once', async () => {
    const carol = createFarcasterTestApp({
      relayUrl: relay.url,
      relayKey: relay.authKey,
      rpcUrl: devnet.chains[0]?.rpcUrl ?? '',
      idRegistry: devnet.chains[0]?.contracts.idRegistry as `0x${string}`,
      custodyKey: devnet.accounts[7]?.privateKey as `0x${string}`,
      username: 'carol',
    })
    const fid = await carol.register()
    const logins = []
    for (let device = 0; device < 4; device++) {
      const channel = await openChannel()
      const { message, signature } = await carol.approve(channel.url)
      logins.push({ token: channel.token, body: { message, signature, fid, username: 'carol' } })
    }
    const answers = await Promise.all(logins.map((login) => connect(login.token, login.body)))
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, body: { social: { userName: 'carol' } } })
    const identities = await database.db
      .select()
      .from(embeddedSocialIdentities)
      .where(
        and(
          eq(embeddedSocialIdentities.provider, 'farcaster'),
          eq(embeddedSocialIdentities.subject, String(fid)),
        ),
      )
    expect(identities).toHaveLength(1)
  })

  it('refuses an fid whose custody key did not sign the message', async () => {
    const channel = await openChannel()
    await mallory.approve(channel.url, { fid: aliceFid })
    const done = await channel.completed()
    const res = await connect(channel.token, {
      message: done.message,
      signature: done.signature,
      fid: aliceFid,
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'FARCASTER_LOGIN_REFUSED',
      message: `This account does not hold fid ${aliceFid}`,
    })
  })

  it('refuses a message signed for another site, or whose signature does not match', async () => {
    const channel = await openChannel()
    const { message, signature } = await alice.approve(channel.url)
    const otherSite = message.replace('127.0.0.1:5173 wants you', 'evil.example wants you')
    const res = await connect(channel.token, { message: otherSite, signature, fid: aliceFid })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('FARCASTER_LOGIN_REFUSED')

    const next = await openChannel()
    const signed = await alice.approve(next.url)
    const tampered = `${signed.signature.slice(0, -4)}${signed.signature.endsWith('1b') ? '001c' : '001b'}`
    const bad = await connect(next.token, { message: signed.message, signature: tampered, fid: aliceFid })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('FARCASTER_LOGIN_REFUSED')
  })

  it('answers bad input with 4xx { code, message }', async () => {
    const cases: [string, { body?: unknown; token?: string; origin?: string }, number][] = [
      ['/v1/embedded/farcaster/start', { body: {} }, 400],
      [
        '/v1/embedded/farcaster/start',
        { body: { projectId: 'latch-dev', deviceId: 'short', origin: site } },
        400,
      ],
      [
        '/v1/embedded/farcaster/start',
        { body: { projectId: 'nope', deviceId: deviceId(), origin: site } },
        403,
      ],
      [
        '/v1/embedded/farcaster/start',
        { body: { projectId: 'latch-dev', deviceId: deviceId(), origin: 'https://evil.example' } },
        403,
      ],
      [
        '/v1/embedded/farcaster/start',
        { body: { projectId: 'latch-dev', deviceId: deviceId(), origin: site }, origin: site },
        403,
      ],
      [
        '/v1/embedded/farcaster/connect',
        { body: { message: 'x', signature: '0x00', fid: 1 }, token: 'x'.repeat(43) },
        400,
      ],
      [
        '/v1/embedded/farcaster/connect',
        { body: { message: 'x', signature: `0x${'11'.repeat(65)}`, fid: 1 } },
        401,
      ],
      [
        '/v1/embedded/farcaster/connect',
        { body: { message: 'x', signature: `0x${'11'.repeat(65)}`, fid: 1 }, token: 'x'.repeat(43) },
        401,
      ],
      [
        '/v1/embedded/farcaster/connect',
        { body: { message: '', signature: `0x${'11'.repeat(65)}`, fid: -1 }, token: 'x'.repeat(43) },
        400,
      ],
    ]
    for (const [path, options, status] of cases) {
      const res = await call(path, options)
      expect(res.status, `${path} ${JSON.stringify(options)}`).toBe(status)
      expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) })
    }
    // A message that is not a SIWF message at all.
    const channel = await openChannel()
    const junk = await connect(channel.token, {
      message: 'hello',
      signature: `0x${'11'.repeat(65)}`,
      fid: aliceFid,
    })
    expect(junk.status).toBe(400)
    expect(junk.body.code).toBe('FARCASTER_LOGIN_REFUSED')
  })

  it('answers 400 FARCASTER_NOT_CONFIGURED on a server without Farcaster settings', async () => {
    const bare = createApp({ db: database.db, embedded: { frameOrigins: [frameOrigin] } })
    const res = await bare.request('/v1/embedded/farcaster/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameOrigin },
      body: JSON.stringify({ projectId: 'latch-dev', deviceId: deviceId(), origin: site }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'FARCASTER_NOT_CONFIGURED' })
  })
})

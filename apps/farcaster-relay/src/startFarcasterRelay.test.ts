import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js'

let relay: FarcasterRelay
beforeAll(async () => {
  relay = await startFarcasterRelay()
})
afterAll(() => relay.stop())

const ethereum = viemConnector({ rpcUrl: 'http://127.0.0.1:9' })
const channelParams = {
  siweUri: 'http://127.0.0.1:5173',
  domain: '127.0.0.1:5173',
  nonce: 'abcdef1234567890',
}
const signed = { message: 'signed message', signature: `0x${'11'.repeat(65)}` as const, fid: 7 }

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${relay.url}${path}`, init)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('Farcaster auth relay', () => {
  it("speaks @farcaster/auth-client's channel API: create, pending, authenticate, completed once", async () => {
    const app = createAppClient({ relay: relay.url, ethereum })
    const wallet = createWalletClient({ relay: relay.url, ethereum })
    const channel = await app.createChannel(channelParams)
    expect(channel.response.status).toBe(201)
    expect(channel.data.nonce).toBe(channelParams.nonce)
    expect(channel.data.url).toBe(`${relay.url}/~/siwf?channelToken=${channel.data.channelToken}`)
    const { channelToken } = wallet.parseSignInURI({ uri: channel.data.url })
    expect(channelToken).toBe(channel.data.channelToken)

    const pending = await app.status({ channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({
      state: 'pending',
      nonce: channelParams.nonce,
      signatureParams: channelParams,
    })

    const refused = await wallet.authenticate({ channelToken, authKey: 'wrong', ...signed })
    expect(refused.response.status).toBe(401)
    const done = await wallet.authenticate({
      channelToken,
      authKey: relay.authKey,
      ...signed,
      username: 'alice',
    })
    expect(done.response.status).toBe(201)

    const watched = await app.watchStatus({ channelToken, interval: 10, timeout: 1_000 })
    expect(watched.data).toMatchObject({ state: 'completed', ...signed, username: 'alice' })
    // Answered once, then closed.
    expect((await app.status({ channelToken })).response.status).toBe(401)
  })

  it('closes a declined channel, which the app client then sees as gone', async () => {
    const app = createAppClient({ relay: relay.url, ethereum })
    const { channelToken } = (await app.createChannel(channelParams)).data
    const auth = { authorization: `Bearer ${channelToken}` }
    expect((await send('/v1/channel/decline', { method: 'POST', headers: auth })).status).toBe(401)
    const declined = await send('/v1/channel/decline', {
      method: 'POST',
      headers: { ...auth, 'x-farcaster-auth-relay-key': relay.authKey },
    })
    expect(declined).toEqual({ status: 200, body: { declined: true } })
    expect((await app.status({ channelToken })).response.status).toBe(401)
  })

  it('answers bad input with 4xx { code, message }', async () => {
    const json = { 'content-type': 'application/json' }
    const cases: [string, RequestInit, number][] = [
      ['/v1/channel', { method: 'POST', headers: json, body: '{' }, 400],
      ['/v1/channel', { method: 'POST', headers: json, body: JSON.stringify({ domain: 'x' }) }, 400],
      [
        '/v1/channel',
        { method: 'POST', headers: json, body: JSON.stringify({ ...channelParams, nonce: '!' }) },
        400,
      ],
      ['/v1/channel/status', {}, 401],
      ['/v1/channel/status', { headers: { authorization: 'Bearer nope' } }, 401],
      [
        '/v1/channel/authenticate',
        { method: 'POST', headers: { ...json, 'x-farcaster-auth-relay-key': relay.authKey }, body: '{}' },
        401,
      ],
      ['/v1/nothing', {}, 404],
    ]
    for (const [path, init, status] of cases) {
      const res = await send(path, init)
      expect(res.status, path).toBe(status)
      expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) })
    }
    const app = createAppClient({ relay: relay.url, ethereum })
    const { channelToken } = (await app.createChannel(channelParams)).data
    const bad = await send('/v1/channel/authenticate', {
      method: 'POST',
      headers: {
        ...json,
        authorization: `Bearer ${channelToken}`,
        'x-farcaster-auth-relay-key': relay.authKey,
      },
      body: JSON.stringify({ message: 'm', signature: 'nothex', fid: 0 }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('VALIDATION_ERROR')
  })
})

import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { PROJECT_MISSING_REASON, UNKNOWN_PROJECT_REASON } from './handlers/admitConnection.js'
import {
  type ConnectRawClientOptions,
  connectRawClient,
  type RawClient,
  RawClientRefusedError,
  randomTopic,
} from './rawClient.js'
import { type StartRelayParameters, type StartRelayReturnType, startRelay } from './startRelay.js'

const relays: StartRelayReturnType[] = []
const clients: RawClient[] = []
const servers: Server[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.stop()))
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

async function relay(options: StartRelayParameters) {
  const started = await startRelay({ port: 0, ...options })
  relays.push(started)
  return started
}

async function client(url: string, iss: string, options: Omit<ConnectRawClientOptions, 'iss'> = {}) {
  const connected = await connectRawClient(url, { iss, ...options })
  clients.push(connected)
  return connected
}

/**
 * A stand-in for the Latch server's public `GET /v1/embedded/config`: 200 with the project for `known`
 * ids, 403 `PROJECT_NOT_FOUND` otherwise, 503 while `down`. Records the ids it was asked about.
 */
async function fakeLatchServer(known: readonly string[]) {
  const asked: string[] = []
  const state = { down: false }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://server.invalid')
    const projectId = url.searchParams.get('projectId') ?? ''
    asked.push(projectId)
    response.setHeader('Content-Type', 'application/json')
    if (state.down || url.pathname !== '/v1/embedded/config') {
      response.writeHead(state.down ? 503 : 404).end('{"code":"UNAVAILABLE","message":"down"}')
      return
    }
    if (known.includes(projectId)) {
      response.writeHead(200).end(JSON.stringify({ projectId, allowedOrigins: [] }))
      return
    }
    response.writeHead(403).end(
      JSON.stringify({
        code: 'PROJECT_NOT_FOUND',
        message: `Project ${projectId} is not configured on this server`,
      }),
    )
  })
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, state }
}

const subscribes = async (c: RawClient) =>
  expect((await c.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)

describe('project ids', () => {
  test("a missing or unlisted project id is refused as WalletConnect's relay refuses it; a listed one connects", async () => {
    const r = await relay({ projects: { ids: ['a1b2c3d4e5f60718293a4b5c6d7e8f90', 'latch-dev'] } })
    // Native clients are refused at the handshake: 401 without an id, 403 with an unknown one.
    await expect(client(r.url, 'none', { projectId: null })).rejects.toEqual(
      new RawClientRefusedError(401, PROJECT_MISSING_REASON),
    )
    await expect(
      client(r.url, 'stranger', { projectId: 'ffffffffffffffffffffffffffffffff' }),
    ).rejects.toEqual(new RawClientRefusedError(403, UNKNOWN_PROJECT_REASON))
    // JavaScript clients ask for a close frame: 3000 with the reason, which they report.
    for (const [projectId, reason] of [
      [null, PROJECT_MISSING_REASON],
      ['latch-prod', UNKNOWN_PROJECT_REASON],
    ] as const) {
      const refused = await client(r.url, 'js', { projectId, useOnCloseEvent: true })
      expect(await refused.closed).toEqual({ code: 3000, reason })
    }
    expect(PROJECT_MISSING_REASON).toBe(
      'Authorization error: Project ID is missing (set projectId in the WalletConnect client)',
    )
    expect(UNKNOWN_PROJECT_REASON).toBe(
      "Authorization error: Unauthorized: invalid key (the project id is not one of this relay's projects)",
    )
    await subscribes(await client(r.url, 'listed', { projectId: 'latch-dev' }))
    await subscribes(await client(r.url, 'also-listed', { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }))
    expect(r.stats()).toMatchObject({ unknownProjects: 4, connections: 2 })

    // With no check configured (tests, experiments), any id or none is admitted, as before.
    const open = await relay({})
    await subscribes(await client(open.url, 'anyone', { projectId: null }))
    expect(open.stats().unknownProjects).toBe(0)
  })

  test('with a Latch server: its projects are admitted, others refused, and its answers cached', async () => {
    const server = await fakeLatchServer(['latch-dev'])
    const r = await relay({ projects: { serverUrl: server.url } })
    await subscribes(await client(r.url, 'a', { projectId: 'latch-dev' }))
    await subscribes(await client(r.url, 'b', { projectId: 'latch-dev' }))
    for (const iss of ['c', 'd'])
      await expect(client(r.url, iss, { projectId: 'nope' })).rejects.toEqual(
        new RawClientRefusedError(403, UNKNOWN_PROJECT_REASON),
      )
    // An id the server would refuse as malformed is not even asked about.
    await expect(client(r.url, 'e', { projectId: 'not/an id' })).rejects.toEqual(
      new RawClientRefusedError(403, UNKNOWN_PROJECT_REASON),
    )
    expect(server.asked).toEqual(['latch-dev', 'nope'])
  })

  test('while the Latch server is away a project it knew stays admitted, and a new one is answered 503', async () => {
    const server = await fakeLatchServer(['latch-dev', 'latch-new'])
    const r = await relay({ projects: { serverUrl: server.url, cacheMs: 0 } })
    await subscribes(await client(r.url, 'a', { projectId: 'latch-dev' }))
    server.state.down = true
    await subscribes(await client(r.url, 'b', { projectId: 'latch-dev' }))
    await expect(client(r.url, 'c', { projectId: 'latch-new' })).rejects.toEqual(
      new RawClientRefusedError(503, 'The relay cannot check project ids right now: retry shortly'),
    )
    server.state.down = false
    await subscribes(await client(r.url, 'd', { projectId: 'latch-new' }))
    expect(r.stats()).toMatchObject({ refusedConnections: 1, unknownProjects: 0 })
  })

  test('an address asking about too many new project ids is answered 429, and the server is not asked more', async () => {
    const server = await fakeLatchServer(['latch-dev'])
    const r = await relay({ projects: { serverUrl: server.url, lookupsPerIp: { burst: 5, perSecond: 0 } } })
    await subscribes(await client(r.url, 'known', { projectId: 'latch-dev' }))
    for (let i = 1; i < 5; i++)
      await expect(client(r.url, `guess-${i}`, { projectId: `guess-${i}` })).rejects.toMatchObject({
        status: 403,
      })
    await expect(client(r.url, 'guess-5', { projectId: 'guess-5' })).rejects.toEqual(
      new RawClientRefusedError(429, 'Too many new project ids from this address: retry shortly'),
    )
    expect(server.asked).toHaveLength(5)
    // A project the relay already knows is still admitted from that address.
    await subscribes(await client(r.url, 'known-again', { projectId: 'latch-dev' }))
    expect(server.asked).toHaveLength(5)
  })
})

import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { type AnvilInstance, startAnvil } from '@latch/devnet'
import { startPostgres, type TestPostgres } from '@latch/devnet/postgres'
import { type StartServerReturnType, startServer } from '@latch/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRawClient, type RawClient, randomTopic } from '../apps/relay/src/rawClient.js'
import { describeLoad, type LoadRequest, runLoad } from './runLoad.js'

// Under a steady mixed load, each part of the production stack is killed and restarted in turn:
// PostgreSQL, one of a chain's two RPC upstreams, the WalletConnect relay.

const origin = 'http://localhost:5173'
let postgres: TestPostgres
let upstreams: [AnvilInstance, AnvilInstance]
let server: StartServerReturnType
const lines: string[] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  ;[postgres, ...upstreams] = await Promise.all([
    startPostgres(),
    startAnvil({ chainId: 31337, port: 0, host: '127.0.0.1' }),
    startAnvil({ chainId: 31337, port: 0, host: '127.0.0.1' }),
  ])
  server = await startServer({
    port: 0,
    databaseUrl: postgres.url,
    indexer: false,
    // The load comes from one address; the limits are not this suite's subject.
    rateLimits: false,
    chains: [{ chainId: 31337, rpcUrls: upstreams.map((upstream) => upstream.rpcUrl), amm: false }],
  })
})
afterAll(async () => {
  for (const line of lines) console.log(line)
  await server?.stop()
  await Promise.all([postgres?.stop(), ...(upstreams ?? []).map((upstream) => upstream.stop())])
})

const get = (name: string, path: string): LoadRequest => ({
  name,
  send: () => fetch(`${server.url}${path}`, { headers: { Origin: origin } }),
})
const rpc = (name: string, method: string): LoadRequest => ({
  name,
  send: () =>
    fetch(`${server.url}/v1/?chainId=eip155:31337&projectId=latch-dev`, {
      method: 'POST',
      headers: { Origin: origin, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    }),
})
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The mix: the catalogue (memory), names and analytics (the database), the proxy and gas prices (the chain). */
const mixed: LoadRequest[] = [
  get('catalogue', '/getWallets?projectId=latch-dev&entries=10'),
  get('reverse name', `/v1/profile/reverse/${account}?projectId=latch-dev`),
  {
    name: 'analytics event',
    send: () =>
      fetch(`${server.url}/e?projectId=latch-dev`, {
        method: 'POST',
        headers: { Origin: origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: crypto.randomUUID(),
          url: `${origin}/`,
          domain: 'localhost',
          timestamp: Date.now(),
          props: { event: 'MODAL_OPEN' },
        }),
      }),
  },
  rpc('proxy eth_blockNumber', 'eth_blockNumber'),
  get('gas price', '/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:31337'),
]
const isJsonError = (body: unknown) =>
  typeof (body as { code?: unknown })?.code === 'string' &&
  typeof (body as { message?: unknown })?.message === 'string'

describe('faults under load', () => {
  it('PostgreSQL killed: 503 with { code, message } while it is down, then recovery without a restart', async () => {
    const served = (status: number) => status === 200 || status === 202
    const before = runLoad({ requests: mixed, concurrency: 4, accept: (_, status) => served(status) })
    await sleep(1_000)
    const steady = await before.stop()

    const during = runLoad({
      requests: mixed,
      concurrency: 4,
      // While the database is away a request that needs it is refused 503 DATABASE_UNAVAILABLE; the rest is served.
      accept: (_, status, body) =>
        served(status) ||
        (status === 503 && isJsonError(body) && (body as { code: string }).code === 'DATABASE_UNAVAILABLE'),
    })
    await sleep(300)
    await postgres.kill()
    await sleep(2_000)
    // The readiness probe takes the instance out of rotation; the liveness probe keeps it running.
    const readyWhileDown = await fetch(`${server.url}/ready`)
    expect({ status: readyWhileDown.status, body: await readyWhileDown.json() }).toEqual({
      status: 503,
      body: { code: 'NOT_READY', message: 'The database does not answer' },
    })
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
    const down = await during.stop()

    await postgres.restart()
    const restarted = performance.now()
    // The server was not restarted: its pool reconnects on the next queries.
    let recoveredMs = Number.NaN
    while (performance.now() - restarted < 20_000) {
      const answer = await fetch(`${server.url}/v1/profile/reverse/${account}?projectId=latch-dev`, {
        headers: { Origin: origin },
      })
      if (answer.status === 200) {
        recoveredMs = performance.now() - restarted
        break
      }
      await sleep(100)
    }
    expect((await fetch(`${server.url}/ready`)).status).toBe(200)
    const after = runLoad({ requests: mixed, concurrency: 4, accept: (_, status) => served(status) })
    await sleep(2_000)
    const recovered = await after.stop()

    const refused = Object.entries(down.byStatus)
      .filter(([key]) => key.endsWith(' 503'))
      .reduce((sum, [, count]) => sum + count, 0)
    lines.push(describeLoad('PostgreSQL, before the kill', steady))
    lines.push(
      describeLoad(
        'PostgreSQL down',
        down,
        `; ${refused} answered 503 DATABASE_UNAVAILABLE, the rest served`,
      ),
    )
    lines.push(
      describeLoad(
        'PostgreSQL back',
        recovered,
        `; first query served ${Math.round(recoveredMs)} ms after the restart`,
      ),
    )
    expect(steady.failures).toEqual([])
    expect(down.failures).toEqual([])
    expect(refused).toBeGreaterThan(0)
    expect(Number.isFinite(recoveredMs)).toBe(true)
    expect(recovered.failures).toEqual([])
  })

  it('one RPC upstream killed and restarted: no request fails', async () => {
    const chainLoad: LoadRequest[] = [
      rpc('proxy eth_chainId', 'eth_chainId'),
      rpc('proxy eth_blockNumber', 'eth_blockNumber'),
      get('gas price', '/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:31337'),
    ]
    const load = runLoad({ requests: chainLoad, concurrency: 4, accept: (_, status) => status === 200 })
    await sleep(1_000)
    const [first] = upstreams
    await first.stop()
    await sleep(2_000)
    upstreams[0] = await startAnvil({ chainId: 31337, port: first.port, host: '127.0.0.1' })
    await sleep(1_500)
    const report = await load.stop()
    lines.push(describeLoad('one of two RPC upstreams killed for 2 s, then restarted', report))
    expect(report.failures).toEqual([])
    expect(report.requests).toBeGreaterThan(50)
  })

  it('the relay killed with SIGKILL and restarted: no acknowledged message is lost', async () => {
    const relayDatabaseUrl = postgres.url
    const pairs = 20
    const started = await startRelayProcess(relayDatabaseUrl)
    let relay = started
    const topics = Array.from({ length: pairs }, () => randomTopic())
    // Receivers subscribe, then go offline while their peers publish, as phones do.
    for (const [index, topic] of topics.entries()) {
      const receiver = await connectRawClient(relay.url, { iss: `fault-receiver-${index}` })
      await receiver.request('irn_subscribe', { topic })
      await receiver.close()
    }
    const publishers: RawClient[] = await Promise.all(
      topics.map((_, index) => connectRawClient(relay.url, { iss: `fault-publisher-${index}` })),
    )
    const acknowledged: { topic: string; message: string }[] = []
    let sent = 0
    let stop = false
    const publishing = publishers.map(async (publisher, index) => {
      const topic = topics[index] as string
      for (let n = 0; !stop; n++) {
        const message = `bTp${index}:${n}`
        sent++
        const answer = await Promise.race([
          publisher.request('irn_publish', { topic, message, ttl: 300 }),
          publisher.closed.then(() => undefined),
        ])
        if (answer?.result !== true) return
        acknowledged.push({ topic, message })
        await sleep(20)
      }
    })
    await sleep(1_500)
    const killedAt = acknowledged.length
    relay.child.kill('SIGKILL')
    await once(relay.child, 'exit')
    stop = true
    await Promise.all(publishing)
    relay = await startRelayProcess(relayDatabaseUrl)

    // Each receiver comes back: everything its publisher got `true` for reaches it.
    const missing: string[] = []
    let delivered = 0
    for (const [index, topic] of topics.entries()) {
      const expected = new Set(acknowledged.filter((m) => m.topic === topic).map((m) => m.message))
      const receiver = await connectRawClient(relay.url, { iss: `fault-receiver-${index}` })
      await receiver.request('irn_subscribe', { topic })
      const deadline = Date.now() + 10_000
      while (
        [...expected].some((m) => !receiver.pushes.some((push) => push.message === m)) &&
        Date.now() < deadline
      )
        await sleep(50)
      for (const message of expected)
        if (!receiver.pushes.some((push) => push.message === message)) missing.push(message)
      delivered += expected.size
      await receiver.close()
    }
    relay.child.kill('SIGTERM')
    await once(relay.child, 'exit')
    lines.push(
      `[faults] relay killed with SIGKILL under ${pairs} publishing clients: ${sent} publishes, ${acknowledged.length} acknowledged (${killedAt} before the kill), ${delivered - missing.length} of ${delivered} delivered after the restart, ${missing.length} lost`,
    )
    expect(acknowledged.length).toBeGreaterThan(0)
    expect(missing).toEqual([])
  })
})

/** `npm run relay` on PostgreSQL, in its own process (so it can be killed), on a random port. */
async function startRelayProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../apps/relay/src/cli.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('../apps/relay', import.meta.url)),
      env: { ...process.env, PORT: '0', RELAY_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout?.setEncoding('utf8')
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk
      const match = /WalletConnect relay: (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  return { child, url }
}

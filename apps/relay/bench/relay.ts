/**
 * Relay benchmark: 1,000 WebSocket clients in pairs exchange messages for ~10 s through a relay running
 * in its own process; prints the publish → receipt latency (p50, p99) and exits 1 when p99 ≥ 20 ms.
 * Then times pairing to a settled session with the real WalletConnect clients (median of 20).
 *
 *   npm run bench -w @latch/relay   (CLIENTS, SECONDS, INTERVAL_MS, PAIRINGS, RELAY_URL override)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { WebSocket } from 'ws'
import { createClientAuth } from '../src/clientAuth.js'
import { readRawId } from '../src/parseFrame.js'
import { randomTopic } from '../src/rawClient.js'
import {
  closeTestSignClient,
  connectDapp,
  createTestSignClient,
  keepVerifyOffline,
  serveWallet,
} from '../src/testClients.js'

const CLIENTS = Number(process.env.CLIENTS ?? 1000)
const SECONDS = Number(process.env.SECONDS ?? 10)
/**
 * Each client publishes once per interval: 1,000 clients at 1 s is 1,000 messages a second, far more
 * than WalletConnect sessions exchange (a request, its response, an occasional event).
 */
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 1000)
const PAIRINGS = Number(process.env.PAIRINGS ?? 20)
const P99_BUDGET_MS = 20
/** About the size of an encrypted WalletConnect request. */
const PADDING = 'x'.repeat(400)

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const dataDir = mkdtempSync(join(tmpdir(), 'latch-relay-bench-'))
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

async function startRelayProcess(): Promise<{ child: ChildProcess; url: string }> {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    // The relay as `npm run relay` runs it: authenticating every client, storing in its embedded store.
    // Every load client connects from 127.0.0.1: the address's connection quota is raised to hold them.
    env: {
      ...process.env,
      PORT: '0',
      RELAY_DATA_DIR: dataDir,
      RELAY_MAX_CONNECTIONS_PER_IP: String(Math.max(CLIENTS + 100, 500)),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout?.setEncoding('utf8')
  const url = await new Promise<string>((resolve, reject) => {
    // A fresh embedded store takes seconds to create on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`relay did not start: ${output}`)), 90_000)
    child.stdout?.on('data', (chunk: string) => {
      output += chunk
      const match = /WalletConnect relay: (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  return { child, url }
}

/**
 * A lean client for the load: the benchmark process runs 1,000 of them on one core, so they skip JSON
 * parsing (the relay's frames put the id first and the message text verbatim) to leave the time to the relay.
 */
async function connectLoadClient(
  url: string,
  iss: string,
  onPush: (message: string) => void,
): Promise<{ ws: WebSocket; send(frame: string): void }> {
  const { auth } = await createClientAuth(iss, url)
  const ws = new WebSocket(`${url}/?auth=${auth}&projectId=local`, {
    perMessageDeflate: false,
    skipUTF8Validation: true,
  })
  ws.on('message', (data) => {
    const text = data.toString()
    if (!text.includes('"irn_subscription"')) return
    const rawId = readRawId(text)
    if (rawId !== undefined) ws.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
    const start = text.indexOf('"message":"') + 11
    onPush(text.slice(start, text.indexOf('"', start)))
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return { ws, send: (frame) => ws.send(frame) }
}

async function messageLatency(url: string) {
  const latencies = new Float64Array(Math.ceil((CLIENTS * SECONDS * 1000) / INTERVAL_MS) * 2)
  let received = 0
  let sent = 0
  let nextId = 1
  let drained: (() => void) | undefined
  const onPush = (message: string) => {
    const sentAt = Number(message.slice(0, message.indexOf(':')))
    if (received < latencies.length) latencies[received] = performance.now() - sentAt
    received++
    if (received >= sent) drained?.()
  }

  const connectStarted = performance.now()
  const clients: Awaited<ReturnType<typeof connectLoadClient>>[] = []
  for (let start = 0; start < CLIENTS; start += 100) {
    const batch = []
    for (let i = start; i < Math.min(CLIENTS, start + 100); i++) {
      batch.push(connectLoadClient(url, `did:key:bench-${i}`, onPush))
    }
    clients.push(...(await Promise.all(batch)))
  }
  const topics = Array.from({ length: Math.ceil(CLIENTS / 2) }, () => randomTopic())
  const subscribed = clients.map(async (client, index) => {
    const answered = once(client.ws, 'message')
    client.send(
      `{"id":${nextId++},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topics[Math.floor(index / 2)]}"}}`,
    )
    await answered
  })
  await Promise.all(subscribed)
  console.log(
    `${clients.length} clients connected and subscribed in pairs in ${Math.round(performance.now() - connectStarted)} ms`,
  )

  const deadline = performance.now() + SECONDS * 1000
  const timers: NodeJS.Timeout[] = []
  clients.forEach((client, index) => {
    const topic = topics[Math.floor(index / 2)] as string
    let n = 0
    const publish = () => {
      if (performance.now() >= deadline) return
      sent++
      client.send(
        `{"id":${nextId++},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"${performance.now()}:${index}:${n++}:${PADDING}","ttl":300,"tag":1108}}`,
      )
    }
    // Spread the clients over the interval instead of publishing in lockstep.
    timers[index] = setTimeout(() => {
      publish()
      timers[index] = setInterval(publish, INTERVAL_MS)
    }, Math.random() * INTERVAL_MS)
  })
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 + 1_000))
  for (const timer of timers) clearInterval(timer)
  // Messages still on their way are not lost: wait for them (up to 30 s) before closing the sockets.
  const drainStarted = performance.now()
  if (received < sent) {
    await new Promise<void>((resolve) => {
      drained = resolve
      setTimeout(resolve, 30_000)
    })
  }
  const drainMs = performance.now() - drainStarted
  await Promise.all(
    clients.map(async (client) => {
      const closed = once(client.ws, 'close')
      client.ws.close()
      await closed
    }),
  )

  const sorted = latencies.slice(0, Math.min(received, latencies.length)).sort()
  return {
    sent,
    received,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    drainMs,
  }
}

async function pairingTime(url: string) {
  keepVerifyOffline()
  const dapp = await createTestSignClient({ relayUrl: url, name: 'bench-dapp' })
  const wallet = await createTestSignClient({
    relayUrl: url,
    name: 'bench-wallet',
    disableRequestQueue: true,
  })
  const account = privateKeyToAccount(generatePrivateKey())
  serveWallet(wallet, account)
  const pairings: number[] = []
  const signs: number[] = []
  // One warm-up pairing opens both sockets; the figures are for pairings on a running app.
  await connectDapp(dapp, wallet)
  for (let i = 0; i < PAIRINGS; i++) {
    const started = performance.now()
    const session = await connectDapp(dapp, wallet)
    pairings.push(performance.now() - started)
    const signStarted = performance.now()
    await dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex(`bench ${i}`), account.address] },
    })
    signs.push(performance.now() - signStarted)
  }
  await closeTestSignClient(dapp)
  await closeTestSignClient(wallet)
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
  return { pairingMedian: median(pairings), signMedian: median(signs) }
}

// RELAY_URL measures a relay that is already running (for instance one started under a profiler).
const { child, url } = process.env.RELAY_URL
  ? { child: undefined, url: process.env.RELAY_URL }
  : await startRelayProcess()
try {
  console.log(
    `relay ${url}: ${CLIENTS} clients, one message per client every ${INTERVAL_MS} ms for ${SECONDS} s (${Math.round((CLIENTS * 1000) / INTERVAL_MS)} messages/s)`,
  )
  const latency = await messageLatency(url)
  console.log(
    `messages: ${latency.sent} published, ${latency.received} received; latency p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, max ${latency.max.toFixed(2)} ms; the last arrived ${Math.round(latency.drainMs)} ms after the window`,
  )
  const pairing = await pairingTime(url)
  console.log(
    `WalletConnect sign-client: pair to session median ${pairing.pairingMedian.toFixed(1)} ms, personal_sign round trip median ${pairing.signMedian.toFixed(1)} ms (${PAIRINGS} runs)`,
  )
  // The figures depend on the machine being otherwise idle: say how busy it was.
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}`,
  )
  if (latency.received < latency.sent) console.log(`LOST ${latency.sent - latency.received} messages`)
  if (!(latency.p99 < P99_BUDGET_MS) || latency.received < latency.sent) {
    console.log(`FAIL: p99 ${latency.p99.toFixed(2)} ms (budget < ${P99_BUDGET_MS} ms)`)
    process.exitCode = 1
  } else {
    console.log(`OK: p99 ${latency.p99.toFixed(2)} ms < ${P99_BUDGET_MS} ms`)
  }
} finally {
  if (child) {
    child.kill('SIGTERM')
    await once(child, 'exit')
  }
}
process.exit()

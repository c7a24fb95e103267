// Servers on one database behind the smallest load balancer: round robin, and a GET whose backend fails before
// answering (refused, or the connection closed before the status line) tried on the next one, as nginx's
// `proxy_next_upstream error` does in deploy/compose.yaml; a WebSocket handshake goes to the next backend that
// accepts the connection, then bytes flow both ways untouched. A backend is killed while requests flow; the
// failures a visitor would have seen are counted.
import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'

export type RoundRobinProxy = {
  url: string
  /** Requests a backend failed before answering, sent to the next one. */
  retried(): number
  close(): Promise<void>
}

function forward(backend: string, incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse) {
  return new Promise<'sent' | 'retry'>((resolve) => {
    const target = new URL(incoming.url ?? '/', backend)
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        answer.once('end', () => resolve('sent'))
      },
    )
    upstream.once('error', () => {
      const idempotent = incoming.method === 'GET' || incoming.method === 'HEAD'
      if (idempotent && !outgoing.headersSent) return resolve('retry')
      if (!outgoing.headersSent) outgoing.writeHead(502).end()
      else outgoing.destroy()
      resolve('sent')
    })
    upstream.end(body)
  })
}

/** The handshake as the client sent it, for the backend. */
function handshakeOf(incoming: IncomingMessage): string {
  const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`]
  for (let i = 0; i < incoming.rawHeaders.length; i += 2)
    lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}

/**
 * Carries a WebSocket handshake to the first backend from `first` on that accepts a connection; returns whether
 * one did. The socket is then a tunnel: a backend dying ends it, and the client connects again.
 */
function tunnel(
  backends: readonly string[],
  first: number,
  incoming: IncomingMessage,
  client: Duplex,
  head: Buffer,
) {
  return new Promise<{ tried: number }>((resolve) => {
    const attempt = (tried: number) => {
      if (tried >= backends.length) {
        client.destroy()
        return resolve({ tried })
      }
      const backend = new URL(backends[(first + tried) % backends.length] as string)
      const upstream: Socket = connect(Number(backend.port), backend.hostname)
      upstream.once('error', () => attempt(tried + 1))
      upstream.once('connect', () => {
        upstream.removeAllListeners('error')
        upstream.on('error', () => client.destroy())
        client.on('error', () => upstream.destroy())
        upstream.write(handshakeOf(incoming))
        if (head.length > 0) upstream.write(head)
        upstream.pipe(client).pipe(upstream)
        upstream.once('close', () => client.destroy())
        client.once('close', () => upstream.destroy())
        resolve({ tried })
      })
    }
    attempt(0)
  })
}

/**
 * A proxy on loopback sending each request, and each WebSocket, to the next backend in turn. `backends` is read at
 * each request, so the proxy can start (and give its URL to the backends) before they do.
 */
export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0
  let retried = 0
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const first = next++
    for (let tried = 0; tried < backends.length; tried++) {
      const backend = backends[(first + tried) % backends.length] as string
      if ((await forward(backend, incoming, body, outgoing)) === 'sent') return
      retried++
    }
    outgoing.writeHead(502).end()
  })
  const tunnels = new Set<Duplex>()
  server.on('upgrade', async (incoming: IncomingMessage, client: Duplex, head: Buffer) => {
    tunnels.add(client)
    client.once('close', () => tunnels.delete(client))
    const { tried } = await tunnel(backends, next++, incoming, client, head)
    retried += tried
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    retried: () => retried,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        for (const client of tunnels) client.destroy()
        server.close(() => resolve())
      }),
  }
}

export type FailoverResult = {
  requests: number
  /** Requests that failed even after the client sent them again once. */
  failed: number
  /** Requests the client had to send again (a failure it saw first). */
  retriedByClient: number
  failures: string[]
  retried?: number
}

/** One GET; the failure's text, or undefined when it answered 200. */
async function get(url: string, headers: Record<string, string>): Promise<string | undefined> {
  const answer = await fetch(url, { headers }).catch((error: Error) => error)
  if (answer instanceof Error) return answer.message
  await answer.arrayBuffer().catch(() => {})
  return answer.status === 200 ? undefined : `HTTP ${answer.status}`
}

/**
 * Sends `path` through the proxy from `concurrency` clients until `requests` were made; once a quarter of them
 * answered, `stopOne` stops (or kills) a backend. A request fails on a status other than 200 or a network error;
 * the client then sends it again once (a GET is safe to repeat), and only a second failure counts.
 */
export async function requestsAcrossAStop(
  proxyUrl: string,
  path: string,
  headers: Record<string, string>,
  stopOne: () => Promise<void>,
  { requests = 400, concurrency = 8 } = {},
): Promise<FailoverResult> {
  let sent = 0
  let answered = 0
  let retriedByClient = 0
  let stopping: Promise<void> | undefined
  const failures: string[] = []
  const client = async () => {
    while (sent < requests) {
      sent++
      let failure = await get(`${proxyUrl}${path}`, headers)
      if (failure !== undefined) {
        retriedByClient++
        failure = await get(`${proxyUrl}${path}`, headers)
      }
      if (failure !== undefined) failures.push(failure)
      answered++
      if (!stopping && answered >= requests / 4) stopping = stopOne()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  await stopping
  return { requests: sent, failed: failures.length, retriedByClient, failures: [...new Set(failures)] }
}

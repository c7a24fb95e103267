// Two servers on one database behind the smallest load balancer: round robin, and a GET whose backend fails before
// answering (refused, or the connection closed before the status line) tried on the next one, as nginx's
// `proxy_next_upstream error` does in deploy/compose.yaml. One server is stopped while requests flow; the failures
// a visitor would have seen are counted.
import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

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

/** A proxy on loopback sending each request to the next backend in turn. */
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
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    retried: () => retried,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FailoverResult = { requests: number; failed: number; failures: string[]; retried?: number }

/**
 * Sends `path` through the proxy from `concurrency` clients until `requests` were made; once a quarter of them
 * answered, `stopOne` stops a backend. A request fails on a status other than 200 or a network error.
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
  let stopping: Promise<void> | undefined
  const failures: string[] = []
  const client = async () => {
    while (sent < requests) {
      sent++
      const answer = await fetch(`${proxyUrl}${path}`, { headers }).catch((error: Error) => error)
      if (answer instanceof Error) failures.push(answer.message)
      else if (answer.status !== 200) failures.push(`HTTP ${answer.status}`)
      else await answer.arrayBuffer()
      answered++
      if (!stopping && answered >= requests / 4) stopping = stopOne()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  await stopping
  return { requests: sent, failed: failures.length, failures: [...new Set(failures)] }
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Registry } from 'prom-client'
import { answerMetrics } from '../metrics/answerMetrics.js'

/** How long `/ready` waits for the relay's database before it answers 503. */
export const readyStorageTimeoutMs = 2_000

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * The relay's plain HTTP answers: `GET /health` (liveness: the process answers) and `GET /ready` (readiness: its
 * storage answers within 2 s), as Kubernetes probes expect, and `GET /metrics` when the relay has a metrics token
 * (404 without one: nothing about the relay is public); anything else is a WebSocket endpoint's 426.
 */
export function answerProbe(
  request: IncomingMessage,
  response: ServerResponse,
  storageAnswers: () => Promise<boolean>,
  metrics?: { registry: Registry; token: string } | undefined,
): void {
  const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname
  if (request.method === 'GET' && path === '/metrics') {
    if (metrics) answerMetrics(request, response, metrics)
    else json(response, 404, { code: 'NOT_FOUND', message: 'No route GET /metrics' })
    return
  }
  if (request.method === 'GET' && path === '/health') {
    json(response, 200, { ok: true })
    return
  }
  if (request.method === 'GET' && path === '/ready') {
    const timeout = new Promise<false>((resolve) => setTimeout(resolve, readyStorageTimeoutMs, false).unref())
    void Promise.race([storageAnswers().catch(() => false), timeout]).then((ready) =>
      ready
        ? json(response, 200, { ok: true })
        : json(response, 503, { code: 'NOT_READY', message: "The relay's database does not answer" }),
    )
    return
  }
  response.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
  response.end('Upgrade Required: this is a WalletConnect relay (WebSocket)')
}

import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Registry } from 'prom-client'

// The same rule as the server's `/metrics` (apps/server/src/metrics/metricsRoutes.ts) and the frame's: the apps
// share no package a few lines of it would belong in, so each keeps them.

const json = (response: ServerResponse, status: number, body: { code: string; message: string }) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`
 * (compared in constant time); 401 otherwise.
 */
export function answerMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  metrics: { registry: Registry; token: string },
): void {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
  const expected = Buffer.from(metrics.token)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    json(response, 401, {
      code: 'UNAUTHORIZED',
      message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>',
    })
    return
  }
  metrics.registry.metrics().then(
    (text) => {
      response.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
      response.end(text)
    },
    () => json(response, 503, { code: 'METRICS_UNAVAILABLE', message: 'The metrics could not be read' }),
  )
}

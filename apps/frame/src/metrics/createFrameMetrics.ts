import type { IncomingMessage, ServerResponse } from 'node:http'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'
import type { AllowlistLookup } from '../site/allowedOrigins.js'
import type { FrameRouteKind } from '../site/framePages.js'

/** The frame's Prometheus metrics: its own registry (several frames may share a process, as tests do). */
export type FrameMetrics = ReturnType<typeof createFrameMetrics>

/**
 * The frame origin's metrics: requests by route kind and status and their latency, the allowlist lookups (a fresh
 * cache, a stale one served while refreshed, or a wait for the server) and the server's failures to answer them,
 * with Node's process metrics; served to the holder of `token`.
 *
 * @example
 * const metrics = createFrameMetrics('scraper-token')
 * createServer((request, response) => metrics.measure(response, () => serveFrameRequest(site, request, response)))
 */
export function createFrameMetrics(token: string) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const requests = new Counter({
    name: 'latch_frame_requests_total',
    help: 'Requests answered, by route kind (page, approve, social_callback, asset, probe, not_found, invalid) and status',
    labelNames: ['kind', 'status'] as const,
    registers,
  })
  const duration = new Histogram({
    name: 'latch_frame_request_duration_seconds',
    help: 'Time to answer a request, by route kind',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  })
  const lookups = new Counter({
    name: 'latch_frame_allowlist_lookups_total',
    help: "Projects' allowlist lookups: hit (fresh cache), stale (served while refreshed), miss (waited for the server)",
    labelNames: ['result'] as const,
    registers,
  })
  const failures = new Counter({
    name: 'latch_frame_allowlist_server_failures_total',
    help: 'Allowlist requests the server did not answer, or answered with a 5xx',
    registers,
  })
  return {
    registry,
    /** What a scraper must send as `Authorization: Bearer <token>`. */
    token,
    onLookup: (lookup: AllowlistLookup) => lookups.inc({ result: lookup }),
    onServerFailure: () => failures.inc(),
    /** Answers one request with `answer`, then counts and times it by the kind it resolves with. */
    async measure(response: ServerResponse, answer: () => Promise<FrameRouteKind>): Promise<void> {
      const started = performance.now()
      const kind = await answer()
      requests.inc({ kind, status: response.statusCode })
      duration.observe({ kind }, (performance.now() - started) / 1000)
    },
    /** Whether the request is a scrape, which these metrics do not count. */
    isScrape: (request: IncomingMessage) =>
      request.method === 'GET' && new URL(request.url ?? '/', 'http://localhost').pathname === '/metrics',
  }
}

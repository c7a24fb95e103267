import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** The database pool's connections, for the pool gauges (PostgreSQL only). */
export type PoolStats = () => { total: number; idle: number; waiting: number }

/**
 * The server's Prometheus metrics, one registry per server: requests and their latency per route, rate-limit
 * refusals, the database pool, the indexers' height and lag per chain, e-mails sent, sponsorships signed and the gas
 * they may cost, with Node's process metrics.
 */
export type ServerMetrics = ReturnType<typeof createServerMetrics>

export function createServerMetrics(parameters: { poolStats?: PoolStats | undefined } = {}) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const metrics = {
    registry,
    requests: new Counter({
      name: 'latch_http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'latch_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
    rateLimited: new Counter({
      name: 'latch_rate_limited_total',
      help: 'Requests refused 429 by a rate limit, by route',
      labelNames: ['route'] as const,
      registers,
    }),
    mailsSent: new Counter({
      name: 'latch_mails_sent_total',
      help: 'Login e-mails handed to SMTP',
      registers,
    }),
    mailsFailed: new Counter({
      name: 'latch_mails_failed_total',
      help: 'Login e-mails SMTP refused',
      registers,
    }),
    sponsorships: new Counter({
      name: 'latch_sponsorships_signed_total',
      help: 'UserOperations the paymaster signed a sponsorship for (pm_getPaymasterData)',
      registers,
    }),
    sponsoredWei: new Counter({
      name: 'latch_sponsorships_max_cost_wei_total',
      help: 'The most the sponsored UserOperations may cost, in wei (what the policies count)',
      registers,
    }),
    indexedBlock: new Gauge({
      name: 'latch_indexer_block',
      help: 'The last block (a slot on Solana) indexed, by chain (CAIP-2, any namespace)',
      labelNames: ['chain'] as const,
      registers,
    }),
    indexerLag: new Gauge({
      name: 'latch_indexer_lag_blocks',
      help: "Blocks (slots on Solana) between the chain's head and the last indexed, by chain (CAIP-2, any namespace)",
      labelNames: ['chain'] as const,
      registers,
    }),
  }
  /** An indexer's progress on a chain, whichever namespace it indexes: the block reached and the head it is behind. */
  const reportIndexed = (chain: string, indexedTo: number, head: number) => {
    metrics.indexedBlock.set({ chain }, indexedTo)
    metrics.indexerLag.set({ chain }, Math.max(0, head - indexedTo))
  }
  const { poolStats } = parameters
  if (poolStats) {
    const connections = new Gauge({
      name: 'latch_db_pool_connections',
      help: "The PostgreSQL pool's connections, by state (total, idle, waiting: requests waiting for one)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats()
        connections.set({ state: 'total' }, stats.total)
        connections.set({ state: 'idle' }, stats.idle)
        connections.set({ state: 'waiting' }, stats.waiting)
      },
    })
  }
  return { ...metrics, reportIndexed }
}

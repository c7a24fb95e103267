import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { RelayHub } from '../hub/createRelayHub.js'
import { readRelayStats } from '../hub/readRelayStats.js'

/** The relay's Prometheus metrics: its own registry (several relays may share a process) and the delivery hook. */
export type RelayMetrics = ReturnType<typeof createRelayMetrics>

/** Topics the clients connected to this instance are subscribed to. */
function subscribedTopicsHere(hub: RelayHub): number {
  const topics = new Set<string>()
  for (const iss of hub.clients.keys()) for (const topic of hub.store.topicsOf(iss)) topics.add(topic)
  return topics.size
}

/**
 * The relay's metrics, read from its state when scraped: open sockets, the topics its clients subscribe to, the
 * messages published, held for subscribers that have not received them (and their bytes) and delivered, the
 * refusals of each quota, the delivery latency (publish received → written to a subscriber's socket), and Node's
 * process metrics, served to the holder of `token`. `hub` is read only when scraped, so the hub may be created after
 * these, with `observeDelivery`.
 *
 * @example
 * const metrics = createRelayMetrics(() => hub, 'scraper-token')
 * const hub = createRelayHub({ store, storage, quotas, log, onDelivery: metrics.observeDelivery })
 */
export function createRelayMetrics(hub: () => RelayHub, token: string) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const stats = () => readRelayStats(hub())
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read())
      },
    })
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset()
        this.inc(read())
      },
    })
  gauge('latch_relay_connections', 'Open WebSocket connections on this instance', () => stats().connections)
  gauge('latch_relay_subscribed_topics', "Topics this instance's connected clients subscribe to", () =>
    subscribedTopicsHere(hub()),
  )
  counter(
    'latch_relay_messages_published_total',
    'Messages published (new ones, not retries)',
    () => stats().published,
  )
  gauge(
    'latch_relay_messages_queued',
    'Messages held for subscribers that have not received them yet (offline, or not yet acknowledged)',
    () => stats().queued,
  )
  gauge(
    'latch_relay_messages_queued_bytes',
    'Bytes the held messages take, as the stored-bytes quotas count them',
    () => stats().queuedBytes,
  )
  counter(
    'latch_relay_deliveries_total',
    'Messages pushed to subscribers (irn_subscription)',
    () => stats().delivered,
  )
  new Counter({
    name: 'latch_relay_refusals_total',
    help: 'Requests refused by a quota: connections, topics, messages (size, TTL, stored bytes), request rate',
    labelNames: ['quota'] as const,
    registers,
    collect() {
      const { refusedConnections, refusedSubscriptions, refusedPublishes, rateLimited } = stats()
      this.reset()
      this.inc({ quota: 'connections' }, refusedConnections)
      this.inc({ quota: 'topics' }, refusedSubscriptions)
      this.inc({ quota: 'messages' }, refusedPublishes)
      this.inc({ quota: 'request_rate' }, rateLimited)
    },
  })
  const deliveryLatency = new Histogram({
    name: 'latch_relay_delivery_latency_seconds',
    help: "Time from a publish received to its message written to a subscriber's socket (queued time included)",
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 300, 3_600, 86_400],
    registers,
  })
  return {
    registry,
    /** What a scraper must send as `Authorization: Bearer <token>`. */
    token,
    observeDelivery: (latencyMs: number) => deliveryLatency.observe(Math.max(0, latencyMs) / 1000),
  }
}

import { createHash } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { RelayQuotas } from '../quotas.js'
import type { RelayStorage } from '../store/relayStorage.js'
import type { RelayStore, StoredMessage } from '../store/relayStore.js'
import type { TokenBucket } from '../tokenBucket.js'

/** One open socket of a client. A client (one iss) may have several. */
export type Connection = {
  ws: WebSocket
  iss: string
  /** The address it connected from, as quotas count it (see `clientIp`). */
  ip: string
  alive: boolean
  /** Whether the client is listening yet (see `acceptConnection`). */
  ready: boolean
  /** push id → message awaiting the client's `true` */
  inFlight: Map<string, StoredMessage>
  /** message → when it was last pushed on this connection and not acknowledged since */
  sent: Map<StoredMessage, number>
  bucket: TokenBucket
}

export type RelayCounters = {
  published: number
  /** irn_subscription pushes sent. */
  delivered: number
  /** Pushes the receiving client confirmed. */
  acknowledged: number
  expired: number
  /** Messages dropped because a topic or a client's queue was full. */
  dropped: number
  /** Requests refused by a socket's token bucket. */
  rateLimited: number
  /** Connections closed for a missing or invalid auth token. */
  unauthorized: number
  /** Connections refused for a missing or unknown project id. */
  unknownProjects: number
  /** Connections refused over a connection quota, or while the project could not be checked. */
  refusedConnections: number
  /** Subscribe requests refused over a topics quota. */
  refusedSubscriptions: number
  /** Publish requests refused: too large, too long a TTL, or over a stored-bytes quota. */
  refusedPublishes: number
  /** Messages every subscriber received, whose text was released. */
  settled: number
  /** Subscriptions forgotten because their client stayed away. */
  idleExpired: number
}

/** The relay's state, shared by its steps and handlers. */
export type RelayHub = {
  store: RelayStore
  storage: RelayStorage
  /** iss → its open connections on this instance */
  clients: Map<string, Set<Connection>>
  /** address → its open connections on this instance */
  connectionsByIp: Map<string, number>
  quotas: RelayQuotas
  counters: RelayCounters
  /** Methods clients called that this relay does not implement, in call order. */
  unknownMethods: string[]
  /** Stable per client and topic, as the public relay's subscription ids. */
  subscriptionId(topic: string, iss: string): string
  /** The next push id: below 2^53, so clients echo it back as the same number. */
  nextPushId(): string
  say(line: string): void
  log: boolean
  /** A message was written to a subscriber's socket, `latencyMs` after its publish was received. */
  onDelivery(latencyMs: number): void
}

export function createRelayHub(parameters: {
  store: RelayStore
  storage: RelayStorage
  quotas: RelayQuotas
  log: boolean
  onDelivery?: ((latencyMs: number) => void) | undefined
}): RelayHub {
  const subscriptionIds = new Map<string, string>()
  let pushId = Date.now() * 1000
  return {
    store: parameters.store,
    storage: parameters.storage,
    clients: new Map(),
    connectionsByIp: new Map(),
    quotas: parameters.quotas,
    counters: {
      published: 0,
      delivered: 0,
      acknowledged: 0,
      expired: 0,
      dropped: 0,
      rateLimited: 0,
      unauthorized: 0,
      unknownProjects: 0,
      refusedConnections: 0,
      refusedSubscriptions: 0,
      refusedPublishes: 0,
      settled: 0,
      idleExpired: 0,
    },
    unknownMethods: [],
    subscriptionId(topic, iss) {
      const key = `${topic}${iss}`
      let id = subscriptionIds.get(key)
      if (id === undefined) {
        id = createHash('sha256').update(key).digest('hex')
        // Bounded: the ids are cheap to recompute.
        if (subscriptionIds.size > 100_000) subscriptionIds.clear()
        subscriptionIds.set(key, id)
      }
      return id
    },
    nextPushId: () => String(pushId++),
    say(line) {
      if (parameters.log) console.log(`[relay] ${new Date().toISOString().slice(11, 23)} ${line}`)
    },
    log: parameters.log,
    onDelivery: parameters.onDelivery ?? (() => {}),
  }
}

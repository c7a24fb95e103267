import type { RelayCounters, RelayHub } from './createRelayHub.js'

export type RelayStats = RelayCounters & {
  /** Open WebSocket connections. */
  connections: number
  /** Clients (by iss) with at least one subscription. */
  subscribedClients: number
  topics: number
  /** Messages stored and not yet expired (those every subscriber received count until they expire). */
  messages: number
  /** Bytes the stored messages take, as the stored-bytes quotas count them. */
  storedBytes: number
  /** Messages held for subscribers that have not received them yet (offline, or not yet acknowledged). */
  queued: number
  /** Bytes the held messages take (record and text, as the quotas count them). */
  queuedBytes: number
}

/** The relay's figures now: its open sockets, what its store holds and its counters since it started. */
export function readRelayStats(hub: RelayHub): RelayStats {
  let connections = 0
  for (const open of hub.clients.values()) connections += open.size
  return { connections, ...hub.store.counts(), ...hub.counters }
}

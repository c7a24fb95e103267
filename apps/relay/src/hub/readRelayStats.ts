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
}

/** The relay's figures now: its open sockets, what its store holds and its counters since it started. */
export function readRelayStats(hub: RelayHub): RelayStats {
  let connections = 0
  for (const open of hub.clients.values()) connections += open.size
  return { connections, ...hub.store.counts(), ...hub.counters }
}

import type { RelayHub } from './createRelayHub.js'
import { push } from './push.js'

const EXPIRE_INTERVAL_MS = 1_000
/** Expired rows are deleted from storage this often; in memory they go every second. */
const STORAGE_EXPIRE_INTERVAL_MS = 30_000
/** An unacknowledged push is pushed again after this long (a frame can be lost as a client sets up). */
const REDELIVER_AFTER_MS = 5_000

export type HousekeepingOptions = {
  pingIntervalMs: number
  /** Subscriptions of a client no instance has heard from for this long are forgotten. */
  idleClientMs: number
  /** How often idle clients are looked for (and connected ones marked as seen). */
  idleSweepMs: number
}

/**
 * The relay's timers: pings (a socket that missed the previous one is dropped), expiry and redelivery
 * every second, and the sweep of idle clients' subscriptions. Returns the function that stops them.
 */
export function startHousekeeping(hub: RelayHub, options: HousekeepingOptions): () => void {
  const pingTimer = setInterval(() => {
    for (const connections of hub.clients.values()) {
      for (const connection of connections) {
        if (!connection.alive) {
          connection.ws.terminate()
          continue
        }
        connection.alive = false
        connection.ws.ping()
      }
    }
  }, options.pingIntervalMs)

  let lastStorageExpiry = Date.now()
  const expireTimer = setInterval(() => {
    const now = Date.now()
    hub.counters.expired += hub.store.expire(now)
    if (now - lastStorageExpiry >= STORAGE_EXPIRE_INTERVAL_MS) {
      lastStorageExpiry = now
      hub.storage.expire(now)
    }
    for (const connections of hub.clients.values()) {
      for (const connection of connections) {
        for (const [pushId, stored] of connection.inFlight) {
          const sentAt = connection.sent.get(stored) ?? 0
          if (now - sentAt < REDELIVER_AFTER_MS) continue
          connection.inFlight.delete(pushId)
          const stillOwed =
            hub.store.get(stored.id) === stored &&
            !stored.settled &&
            stored.expiresAt > now &&
            !stored.acknowledgedBy.has(connection.iss)
          if (stillOwed) push(hub, connection, stored, 0)
          // Gone from the store: a socket that never answers must not keep its text alive.
          else connection.sent.delete(stored)
        }
      }
    }
  }, EXPIRE_INTERVAL_MS)

  let sweeping = false
  const idleTimer = setInterval(() => {
    if (sweeping) return
    sweeping = true
    const now = Date.now()
    hub.storage.touchClients([...hub.clients.keys()], now)
    hub.storage
      .idleClients(now - options.idleClientMs)
      .then((gone) => {
        for (const iss of gone) {
          if (hub.clients.has(iss)) continue
          for (const topic of [...hub.store.topicsOf(iss)]) hub.store.unsubscribe(iss, topic)
          hub.counters.idleExpired++
        }
      })
      .catch((error: unknown) => hub.say(`idle sweep failed: ${String(error)}`))
      .finally(() => {
        sweeping = false
      })
  }, options.idleSweepMs)

  return () => {
    clearInterval(pingTimer)
    clearInterval(expireTimer)
    clearInterval(idleTimer)
  }
}

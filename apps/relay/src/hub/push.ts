import type { StoredMessage } from '../store/relayStore.js'
import type { Connection, RelayHub } from './createRelayHub.js'
import { send } from './send.js'

/**
 * Pushes a stored message to one connection as `irn_subscription`, unless it was pushed there less than
 * `minimumAgeMs` ago and not acknowledged since (default: never push twice).
 */
export function push(
  hub: RelayHub,
  connection: Connection,
  stored: StoredMessage,
  minimumAgeMs = Number.POSITIVE_INFINITY,
): void {
  // Every subscriber has it (this client acknowledged it on another socket): its text is gone.
  if (stored.settled) return
  const now = Date.now()
  const sentAt = connection.sent.get(stored)
  if (sentAt !== undefined && now - sentAt < minimumAgeMs) return
  const pushId = hub.nextPushId()
  connection.inFlight.set(pushId, stored)
  connection.sent.set(stored, now)
  hub.counters.delivered++
  const data = {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
    ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
  }
  const params = JSON.stringify({ id: hub.subscriptionId(stored.topic, connection.iss), data })
  if (send(connection, `{"id":${pushId},"jsonrpc":"2.0","method":"irn_subscription","params":${params}}`))
    hub.onDelivery(now - stored.publishedAt)
}

/** Pushes what the connection's client has not acknowledged on `topic`. */
export function deliverPending(
  hub: RelayHub,
  connection: Connection,
  topic: string,
  minimumAgeMs?: number,
): void {
  for (const stored of hub.store.pendingFor(connection.iss, topic, Date.now()))
    push(hub, connection, stored, minimumAgeMs)
}

/** Pushes a new message to every listening connection of its topic's subscribers but the publisher. */
export function fanOut(hub: RelayHub, stored: StoredMessage): void {
  for (const iss of hub.store.subscribersOf(stored.topic)) {
    if (iss === stored.publisher) continue
    for (const receiver of hub.clients.get(iss) ?? []) if (receiver.ready) push(hub, receiver, stored)
  }
}

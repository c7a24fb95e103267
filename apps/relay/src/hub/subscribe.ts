import type { Subscription } from '../store/relayStorage.js'
import { admitTopics } from './admit.js'
import type { Connection, RelayHub } from './createRelayHub.js'
import { deliverPending } from './push.js'

/** A subscribe re-pushes unacknowledged messages, except those pushed this recently. */
const RESUBSCRIBE_GRACE_MS = 1_000

/**
 * Subscribes the connection's client to the topics and pushes what it has not acknowledged there (a
 * client subscribes again when it has lost track). Refused as a whole over a topics quota. Resolves when
 * the subscriptions are stored.
 */
export async function subscribe(
  hub: RelayHub,
  connection: Connection,
  topics: readonly string[],
): Promise<string[]> {
  admitTopics(hub, connection, topics)
  const changed: Subscription[] = []
  for (const topic of topics) {
    if (hub.store.subscribe(connection.iss, topic, connection.ip) !== 'unchanged')
      changed.push([connection.iss, topic, connection.ip])
    deliverPending(hub, connection, topic, RESUBSCRIBE_GRACE_MS)
  }
  hub.storage.touchClients([connection.iss], Date.now())
  if (changed.length > 0) {
    hub.storage.saveSubscriptions(changed)
    await hub.storage.flush()
  }
  return topics.map((topic) => hub.subscriptionId(topic, connection.iss))
}

export function unsubscribe(hub: RelayHub, connection: Connection, topics: readonly string[]): void {
  const removed = topics.filter((topic) => hub.store.unsubscribe(connection.iss, topic))
  hub.storage.deleteSubscriptions(removed.map((topic): [string, string] => [connection.iss, topic]))
}

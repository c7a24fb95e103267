import type { RelayHub } from '../hub/createRelayHub.js'
import { recordDrops, recordSettled } from '../hub/publish.js'
import { fanOut } from '../hub/push.js'
import type { RemoteChange } from '../store/relayStorage.js'

/**
 * A change another relay instance stored in the shared database: its messages are pushed to this
 * instance's subscribers, its acknowledgements and subscriptions are taken over (with the addresses
 * they count for), and a message every subscriber has received is released here too.
 */
export function applyRemoteChange(hub: RelayHub, change: RemoteChange): void {
  if (change.kind === 'messages') {
    for (const stored of change.messages) {
      if (hub.store.get(stored.id) || stored.expiresAt <= Date.now()) continue
      recordDrops(hub, hub.store.add(stored))
      fanOut(hub, stored)
    }
    return
  }
  if (change.kind === 'acks') {
    for (const [id, iss] of change.acks) {
      const stored = hub.store.get(id)
      if (!stored) continue
      hub.store.acknowledge(iss, stored)
      // The instance that received the acknowledgement writes the release.
      recordSettled(hub, [stored], false)
    }
    return
  }
  if (change.kind === 'subscribe') {
    // JSON carries an unknown address as null.
    for (const [iss, topic, ip] of change.subscriptions) hub.store.subscribe(iss, topic, ip ?? undefined)
    return
  }
  for (const [iss, topic] of change.subscriptions) hub.store.unsubscribe(iss, topic)
}

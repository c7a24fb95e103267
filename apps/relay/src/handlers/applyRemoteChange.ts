import type { RelayHub } from '../hub/createRelayHub.js'
import { recordDrops } from '../hub/publish.js'
import { fanOut } from '../hub/push.js'
import type { RemoteChange } from '../store/createRelayStorage.js'

/**
 * A change another relay instance stored in the shared database: its messages are pushed to this
 * instance's subscribers, its acknowledgements and subscriptions are taken over.
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
      if (stored) hub.store.acknowledge(iss, stored)
    }
    return
  }
  for (const [iss, topic] of change.subscriptions) {
    if (change.kind === 'subscribe') hub.store.subscribe(iss, topic)
    else hub.store.unsubscribe(iss, topic)
  }
}

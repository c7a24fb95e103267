import type { StoredMessage } from '../store/relayStore.js'
import type { Connection, RelayHub } from './createRelayHub.js'
import { recordSettled } from './publish.js'

/** Most messages one fetch answers; `hasMore` says when more are waiting. */
export const FETCH_PAGE_SIZE = 100

type FetchedMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

/**
 * What the client has not acknowledged on the topics, a page at a time. The answer is the delivery: the
 * returned messages count as acknowledged; the rest stay queued (and are still pushed).
 */
export function fetchMessages(
  hub: RelayHub,
  connection: Connection,
  topics: readonly string[],
): { messages: FetchedMessage[]; hasMore: boolean } {
  const now = Date.now()
  const messages: FetchedMessage[] = []
  const acks: [string, string][] = []
  const received: StoredMessage[] = []
  let hasMore = false
  for (const topic of topics) {
    for (const stored of hub.store.pendingFor(connection.iss, topic, now)) {
      if (messages.length === FETCH_PAGE_SIZE) {
        hasMore = true
        break
      }
      hub.store.acknowledge(connection.iss, stored)
      acks.push([stored.id, connection.iss])
      received.push(stored)
      messages.push({
        topic: stored.topic,
        message: stored.message,
        publishedAt: stored.publishedAt,
        tag: stored.tag,
        ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
      })
    }
    if (hasMore) break
  }
  hub.storage.saveAcks(acks)
  recordSettled(hub, received)
  return { messages, hasMore }
}

import type { Connection, RelayHub } from './createRelayHub.js'
import { fanOut } from './push.js'

export type PublishInput = {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

/**
 * Stores a message and pushes it to the topic's subscribers. Resolves once the message is in the
 * relay's storage: only then is the publisher answered, so an answered publish survives a crash.
 */
export async function publish(hub: RelayHub, connection: Connection, input: PublishInput): Promise<void> {
  const result = hub.store.publish({
    topic: input.topic,
    message: input.message,
    publishedAt: Date.now(),
    ttlSeconds: input.ttl,
    tag: input.tag,
    publisher: connection.iss,
    ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
  })
  if (!result.isNew) {
    // A retry of a publish whose answer was lost: answered when the first write is done.
    await hub.storage.flush()
    return
  }
  hub.counters.published++
  recordDrops(hub, result)
  fanOut(hub, result.stored)
  await hub.storage.saveMessages([result.stored])
}

/** Counts and stores what a topic's or a client's cap dropped. */
export function recordDrops(
  hub: RelayHub,
  result: {
    dropped: readonly { id: string }[]
    droppedFor: readonly { iss: string; stored: { id: string } }[]
  },
): void {
  hub.counters.dropped += result.dropped.length + result.droppedFor.length
  hub.storage.deleteMessages(result.dropped.map((stored) => stored.id))
  hub.storage.saveAcks(result.droppedFor.map(({ iss, stored }) => [stored.id, iss]))
}

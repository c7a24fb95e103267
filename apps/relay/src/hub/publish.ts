import type { StoredMessage } from '../store/relayStore.js'
import type { Connection, RelayHub } from './createRelayHub.js'
import { fanOut } from './push.js'

export type PublishInput = {
  /** `messageId(topic, message)`, as `admitMessages` returned it. */
  id: string
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

/**
 * Stores a message and pushes it to the topic's subscribers. Resolves once the message is in the
 * relay's storage: only then is the publisher answered, so an answered publish survives a crash. The
 * message must have been admitted (`admitMessages`) in the same turn of the event loop.
 */
export async function publish(hub: RelayHub, connection: Connection, input: PublishInput): Promise<void> {
  const result = hub.store.publish({
    id: input.id,
    topic: input.topic,
    message: input.message,
    publishedAt: Date.now(),
    ttlSeconds: input.ttl,
    tag: input.tag,
    publisher: connection.iss,
    publisherIp: connection.ip,
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
    droppedFor: readonly { iss: string; stored: StoredMessage }[]
  },
): void {
  hub.counters.dropped += result.dropped.length + result.droppedFor.length
  hub.storage.deleteMessages(result.dropped.map((stored) => stored.id))
  hub.storage.saveAcks(result.droppedFor.map(({ iss, stored }) => [stored.id, iss]))
  // A message dropped from the last queue that still waited for it is as good as delivered.
  recordSettled(
    hub,
    result.droppedFor.map(({ stored }) => stored),
  )
}

/**
 * Releases the text of those of `messages` every subscriber has now received, here and in the storage.
 * `write` false: another instance made the change and writes it.
 */
export function recordSettled(hub: RelayHub, messages: Iterable<StoredMessage>, write = true): void {
  const settled: string[] = []
  for (const stored of messages) if (hub.store.settle(stored)) settled.push(stored.id)
  hub.counters.settled += settled.length
  if (write) hub.storage.settleMessages(settled)
}

/** Records that `iss` received the message and releases its text once every subscriber has. */
export function recordAcknowledgement(hub: RelayHub, iss: string, stored: StoredMessage): boolean {
  if (!hub.store.acknowledge(iss, stored)) return false
  hub.storage.saveAcks([[stored.id, iss]])
  recordSettled(hub, [stored])
  return true
}

import {
  MailboxLimitExceededError,
  PayloadSizeExceededError,
  SubscriberLimitExceededError,
  TtlTooLongError,
} from '../errors.js'
import { RECORD_BYTES, textBytes } from '../quotas.js'
import { messageId } from '../store/relayStore.js'
import type { Connection, RelayHub } from './createRelayHub.js'

/** A message a request asks the relay to store. */
export type MessageToAdmit = {
  topic: string
  message: string
  ttl: number
  attestation?: string | undefined
}

/**
 * Checks that the relay may store every message of one request, before any is stored: each within the
 * size and TTL limits, and the new ones together within the stored-bytes quotas of the client, its address
 * and the relay (a message already stored, a retried publish, costs nothing). Returns the messages' ids;
 * throws the refusal otherwise, and nothing of the request is kept.
 */
export function admitMessages(
  hub: RelayHub,
  connection: Connection,
  messages: readonly MessageToAdmit[],
): string[] {
  const { quotas, store } = hub
  try {
    let added = 0
    const ids: string[] = []
    const seen = new Set<string>()
    for (const { topic, message, ttl, attestation } of messages) {
      const bytes = textBytes(message, attestation)
      if (bytes > quotas.maxMessageBytes) throw new PayloadSizeExceededError(quotas.maxMessageBytes)
      if (ttl > quotas.maxTtlSeconds) throw new TtlTooLongError(quotas.maxTtlSeconds)
      const id = messageId(topic, message)
      ids.push(id)
      if (store.get(id) || seen.has(id)) continue
      seen.add(id)
      added += RECORD_BYTES + bytes
    }
    if (added === 0) return ids
    if (store.storedBytesOf(connection.iss) + added > quotas.storedBytesPerClient)
      throw new MailboxLimitExceededError('client', quotas.storedBytesPerClient)
    if (store.storedBytesFrom(connection.ip) + added > quotas.storedBytesPerIp)
      throw new MailboxLimitExceededError('address', quotas.storedBytesPerIp)
    if (store.storedBytes() + added > quotas.storedBytes)
      throw new MailboxLimitExceededError('relay', quotas.storedBytes)
    return ids
  } catch (error) {
    hub.counters.refusedPublishes++
    hub.say(`refused a publish from ${connection.iss.slice(-8)}: ${(error as Error).message}`)
    throw error
  }
}

/**
 * Checks that the client may subscribe to all of `topics`, before any is subscribed: within the topics
 * quota of the client and of its address (a topic subscribed again from another address moves to it).
 * Throws the refusal otherwise.
 */
export function admitTopics(hub: RelayHub, connection: Connection, topics: readonly string[]): void {
  const { quotas, store } = hub
  const subscribed = store.topicsOf(connection.iss)
  let forClient = 0
  let forIp = 0
  for (const topic of new Set(topics)) {
    if (!subscribed.has(topic)) forClient++
    if (store.subscriptionIp(connection.iss, topic) !== connection.ip) forIp++
  }
  let refusal: SubscriberLimitExceededError | undefined
  if (forClient > 0 && subscribed.size + forClient > quotas.topicsPerClient)
    refusal = new SubscriberLimitExceededError('client', quotas.topicsPerClient)
  else if (forIp > 0 && store.topicCountFrom(connection.ip) + forIp > quotas.topicsPerIp)
    refusal = new SubscriberLimitExceededError('address', quotas.topicsPerIp)
  if (!refusal) return
  hub.counters.refusedSubscriptions++
  hub.say(`refused a subscribe from ${connection.iss.slice(-8)}: ${refusal.message}`)
  throw refusal
}

import type { RelaySnapshot } from './schemas.js'

export type StoredMessage = {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** The iss of the client that published it: never delivered back to it. */
  publisher?: string
  /** The clients (by iss) that confirmed receipt: never delivered to them again. */
  acknowledgedBy: Set<string>
}

export type PublishInput = Omit<StoredMessage, 'acknowledgedBy' | 'expiresAt'> & { ttlSeconds: number }

/**
 * What the relay remembers across connections: messages per topic until they expire, and the topics
 * each client (by iss) subscribed to. Deliberately free of sockets so it can be saved and restored.
 */
export class RelayStore {
  /** topic → message text → message; the text key makes a retried publish a no-op. */
  private readonly messages = new Map<string, Map<string, StoredMessage>>()
  /** topic → iss of subscribers */
  private readonly subscribers = new Map<string, Set<string>>()
  /** iss → topics */
  private readonly subscriptions = new Map<string, Set<string>>()
  /** expiry second → messages expiring in it: expiring touches only what expires. */
  private readonly expiries = new Map<number, StoredMessage[]>()
  private size = 0
  /** Set on every change, cleared by whoever saves the store. */
  dirty = false

  publish(input: PublishInput): { stored: StoredMessage; isNew: boolean } {
    let onTopic = this.messages.get(input.topic)
    const existing = onTopic?.get(input.message)
    if (existing) return { stored: existing, isNew: false }
    const stored: StoredMessage = {
      topic: input.topic,
      message: input.message,
      publishedAt: input.publishedAt,
      expiresAt: input.publishedAt + input.ttlSeconds * 1000,
      tag: input.tag,
      acknowledgedBy: new Set(),
    }
    if (input.attestation !== undefined) stored.attestation = input.attestation
    if (input.publisher !== undefined) stored.publisher = input.publisher
    if (!onTopic) {
      onTopic = new Map()
      this.messages.set(input.topic, onTopic)
    }
    onTopic.set(input.message, stored)
    this.track(stored)
    this.dirty = true
    return { stored, isNew: true }
  }

  /** Messages on the topic still to be delivered to `iss`: not expired, not its own, not acknowledged. */
  *pendingFor(iss: string, topic: string, now: number): Generator<StoredMessage> {
    const onTopic = this.messages.get(topic)
    if (!onTopic) return
    for (const stored of onTopic.values()) {
      if (stored.expiresAt > now && stored.publisher !== iss && !stored.acknowledgedBy.has(iss)) yield stored
    }
  }

  acknowledge(iss: string, stored: StoredMessage): void {
    if (stored.acknowledgedBy.has(iss)) return
    stored.acknowledgedBy.add(iss)
    this.dirty = true
  }

  subscribe(iss: string, topic: string): void {
    let topics = this.subscriptions.get(iss)
    if (!topics) {
      topics = new Set()
      this.subscriptions.set(iss, topics)
    }
    let subscribers = this.subscribers.get(topic)
    if (!subscribers) {
      subscribers = new Set()
      this.subscribers.set(topic, subscribers)
    }
    if (topics.has(topic)) return
    topics.add(topic)
    subscribers.add(iss)
    this.dirty = true
  }

  unsubscribe(iss: string, topic: string): void {
    const topics = this.subscriptions.get(iss)
    if (!topics?.delete(topic)) return
    if (topics.size === 0) this.subscriptions.delete(iss)
    const subscribers = this.subscribers.get(topic)
    subscribers?.delete(iss)
    if (subscribers?.size === 0) this.subscribers.delete(topic)
    this.dirty = true
  }

  subscribersOf(topic: string): ReadonlySet<string> {
    return this.subscribers.get(topic) ?? new Set()
  }

  topicsOf(iss: string): ReadonlySet<string> {
    return this.subscriptions.get(iss) ?? new Set()
  }

  private track(stored: StoredMessage): void {
    const second = Math.ceil(stored.expiresAt / 1000)
    const bucket = this.expiries.get(second)
    if (bucket) bucket.push(stored)
    else this.expiries.set(second, [stored])
    this.size++
  }

  /** Drops expired messages; returns how many. */
  expire(now: number): number {
    let removed = 0
    const nowSecond = Math.ceil(now / 1000)
    for (const [second, bucket] of this.expiries) {
      if (second > nowSecond) continue
      const later: StoredMessage[] = []
      for (const stored of bucket) {
        if (stored.expiresAt > now) {
          later.push(stored)
          continue
        }
        const onTopic = this.messages.get(stored.topic)
        if (onTopic?.get(stored.message) === stored) {
          onTopic.delete(stored.message)
          if (onTopic.size === 0) this.messages.delete(stored.topic)
          this.size--
          removed++
        }
      }
      if (later.length > 0) this.expiries.set(second, later)
      else this.expiries.delete(second)
    }
    if (removed > 0) this.dirty = true
    return removed
  }

  counts(): { messages: number; topics: number; subscribedClients: number } {
    return { messages: this.size, topics: this.subscribers.size, subscribedClients: this.subscriptions.size }
  }

  toSnapshot(): RelaySnapshot {
    const messages: RelaySnapshot['messages'] = []
    for (const onTopic of this.messages.values()) {
      for (const { acknowledgedBy, ...stored } of onTopic.values()) {
        messages.push({ ...stored, acknowledgedBy: [...acknowledgedBy] })
      }
    }
    const subscriptions: RelaySnapshot['subscriptions'] = {}
    for (const [iss, topics] of this.subscriptions) subscriptions[iss] = [...topics]
    return { version: 1, messages, subscriptions }
  }

  static fromSnapshot(snapshot: RelaySnapshot, now: number): RelayStore {
    const store = new RelayStore()
    for (const { acknowledgedBy, ...fields } of snapshot.messages) {
      if (fields.expiresAt <= now) continue
      let onTopic = store.messages.get(fields.topic)
      if (!onTopic) {
        onTopic = new Map()
        store.messages.set(fields.topic, onTopic)
      }
      const { attestation, publisher, ...required } = fields
      const stored: StoredMessage = {
        ...required,
        ...(attestation === undefined ? {} : { attestation }),
        ...(publisher === undefined ? {} : { publisher }),
        acknowledgedBy: new Set(acknowledgedBy),
      }
      onTopic.set(fields.message, stored)
      store.track(stored)
    }
    for (const [iss, topics] of Object.entries(snapshot.subscriptions)) {
      for (const topic of topics) store.subscribe(iss, topic)
    }
    store.dirty = false
    return store
  }
}

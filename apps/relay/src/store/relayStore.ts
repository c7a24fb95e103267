import { createHash } from 'node:crypto'

export type StoredMessage = {
  /** sha256 of topic and message: the same publish through any relay instance is one message. */
  id: string
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** The iss of the client that published it: never delivered back to it. */
  publisher?: string
  /** The clients (by iss) that confirmed receipt, or whose queue dropped it: never delivered to them again. */
  acknowledgedBy: Set<string>
}

export type PublishInput = Omit<StoredMessage, 'acknowledgedBy' | 'expiresAt' | 'id'> & { ttlSeconds: number }

export type RelayStoreLimits = {
  /** Messages kept per topic; past it the oldest is dropped. */
  maxMessagesPerTopic: number
  /** Messages waiting for one client across its topics; past it its oldest is dropped for it. */
  maxPendingPerClient: number
}

export const defaultStoreLimits: RelayStoreLimits = { maxMessagesPerTopic: 1000, maxPendingPerClient: 1000 }

export type PublishResult = {
  stored: StoredMessage
  isNew: boolean
  /** Messages the topic's cap removed to make room. */
  dropped: StoredMessage[]
  /** Clients whose queue was full, with the message dropped for each (recorded as acknowledged). */
  droppedFor: { iss: string; stored: StoredMessage }[]
}

export const messageId = (topic: string, message: string) =>
  createHash('sha256').update(topic).update('\0').update(message).digest('hex')

/**
 * What the relay knows across connections: messages per topic until they expire, the topics each
 * client (by iss) subscribed to, and what each client still has to receive. Free of sockets and of
 * storage: `startRelay` writes every change through to its store (embedded or PostgreSQL).
 */
export class RelayStore {
  /** topic → message text → message, oldest first; the text key makes a retried publish a no-op. */
  private readonly messages = new Map<string, Map<string, StoredMessage>>()
  private readonly byId = new Map<string, StoredMessage>()
  /** topic → iss of subscribers */
  private readonly subscribers = new Map<string, Set<string>>()
  /** iss → topics */
  private readonly subscriptions = new Map<string, Set<string>>()
  /** iss → messages it has still to receive, oldest first */
  private readonly pending = new Map<string, Set<StoredMessage>>()
  /** expiry second → messages expiring in it: expiring touches only what expires. */
  private readonly expiries = new Map<number, StoredMessage[]>()
  private size = 0
  readonly limits: RelayStoreLimits

  constructor(limits: Partial<RelayStoreLimits> = {}) {
    this.limits = { ...defaultStoreLimits, ...limits }
  }

  publish(input: PublishInput): PublishResult {
    const onTopic = this.messages.get(input.topic)
    const existing = onTopic?.get(input.message)
    if (existing) return { stored: existing, isNew: false, dropped: [], droppedFor: [] }
    const stored: StoredMessage = {
      id: messageId(input.topic, input.message),
      topic: input.topic,
      message: input.message,
      publishedAt: input.publishedAt,
      expiresAt: input.publishedAt + input.ttlSeconds * 1000,
      tag: input.tag,
      acknowledgedBy: new Set(),
    }
    if (input.attestation !== undefined) stored.attestation = input.attestation
    if (input.publisher !== undefined) stored.publisher = input.publisher
    return { stored, isNew: true, ...this.add(stored) }
  }

  /** Adds a message stored elsewhere (loaded at start, or published through another instance). */
  add(stored: StoredMessage): Omit<PublishResult, 'stored' | 'isNew'> {
    const dropped: StoredMessage[] = []
    const droppedFor: PublishResult['droppedFor'] = []
    if (this.byId.has(stored.id)) return { dropped, droppedFor }
    let onTopic = this.messages.get(stored.topic)
    if (!onTopic) {
      onTopic = new Map()
      this.messages.set(stored.topic, onTopic)
    }
    while (onTopic.size >= this.limits.maxMessagesPerTopic) {
      const oldest = onTopic.values().next().value
      if (!oldest) break
      this.remove(oldest)
      dropped.push(oldest)
    }
    onTopic.set(stored.message, stored)
    this.byId.set(stored.id, stored)
    this.track(stored)
    for (const iss of this.subscribers.get(stored.topic) ?? []) {
      if (iss === stored.publisher || stored.acknowledgedBy.has(iss)) continue
      const overflow = this.queue(iss, stored)
      if (overflow) droppedFor.push({ iss, stored: overflow })
    }
    return { dropped, droppedFor }
  }

  /** Puts a message in a client's queue; returns the message dropped for it when the queue was full. */
  private queue(iss: string, stored: StoredMessage): StoredMessage | undefined {
    let queue = this.pending.get(iss)
    if (!queue) {
      queue = new Set()
      this.pending.set(iss, queue)
    }
    queue.add(stored)
    if (queue.size <= this.limits.maxPendingPerClient) return undefined
    const oldest = queue.values().next().value
    if (!oldest) return undefined
    queue.delete(oldest)
    oldest.acknowledgedBy.add(iss)
    return oldest
  }

  get(id: string): StoredMessage | undefined {
    return this.byId.get(id)
  }

  /** Messages on the topic still to be delivered to `iss`: not expired, not its own, not acknowledged. */
  *pendingFor(iss: string, topic: string, now: number): Generator<StoredMessage> {
    const onTopic = this.messages.get(topic)
    if (!onTopic) return
    for (const stored of onTopic.values()) {
      if (stored.expiresAt > now && stored.publisher !== iss && !stored.acknowledgedBy.has(iss)) yield stored
    }
  }

  /** Records that `iss` has the message; false when it already had. */
  acknowledge(iss: string, stored: StoredMessage): boolean {
    if (stored.acknowledgedBy.has(iss)) return false
    stored.acknowledgedBy.add(iss)
    this.pending.get(iss)?.delete(stored)
    return true
  }

  /** Subscribes; true when the client was not yet subscribed to the topic. */
  subscribe(iss: string, topic: string): boolean {
    let topics = this.subscriptions.get(iss)
    if (!topics) {
      topics = new Set()
      this.subscriptions.set(iss, topics)
    }
    if (topics.has(topic)) return false
    topics.add(topic)
    let subscribers = this.subscribers.get(topic)
    if (!subscribers) {
      subscribers = new Set()
      this.subscribers.set(topic, subscribers)
    }
    subscribers.add(iss)
    for (const stored of this.messages.get(topic)?.values() ?? []) {
      if (stored.publisher !== iss && !stored.acknowledgedBy.has(iss)) this.queue(iss, stored)
    }
    return true
  }

  /** Unsubscribes; true when the client was subscribed. */
  unsubscribe(iss: string, topic: string): boolean {
    const topics = this.subscriptions.get(iss)
    if (!topics?.delete(topic)) return false
    if (topics.size === 0) this.subscriptions.delete(iss)
    const subscribers = this.subscribers.get(topic)
    subscribers?.delete(iss)
    if (subscribers?.size === 0) this.subscribers.delete(topic)
    const queue = this.pending.get(iss)
    if (queue) {
      for (const stored of queue) if (stored.topic === topic) queue.delete(stored)
      if (queue.size === 0) this.pending.delete(iss)
    }
    return true
  }

  subscribersOf(topic: string): ReadonlySet<string> {
    return this.subscribers.get(topic) ?? new Set()
  }

  topicsOf(iss: string): ReadonlySet<string> {
    return this.subscriptions.get(iss) ?? new Set()
  }

  /** Every client with a subscription. */
  clients(): IterableIterator<string> {
    return this.subscriptions.keys()
  }

  private track(stored: StoredMessage): void {
    const second = Math.ceil(stored.expiresAt / 1000)
    const bucket = this.expiries.get(second)
    if (bucket) bucket.push(stored)
    else this.expiries.set(second, [stored])
    this.size++
  }

  private remove(stored: StoredMessage): void {
    const onTopic = this.messages.get(stored.topic)
    if (onTopic?.get(stored.message) !== stored) return
    onTopic.delete(stored.message)
    if (onTopic.size === 0) this.messages.delete(stored.topic)
    this.byId.delete(stored.id)
    for (const iss of this.subscribers.get(stored.topic) ?? []) this.pending.get(iss)?.delete(stored)
    this.size--
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
        if (this.byId.get(stored.id) === stored) {
          this.remove(stored)
          removed++
        }
      }
      if (later.length > 0) this.expiries.set(second, later)
      else this.expiries.delete(second)
    }
    return removed
  }

  counts(): { messages: number; topics: number; subscribedClients: number } {
    return { messages: this.size, topics: this.subscribers.size, subscribedClients: this.subscriptions.size }
  }
}

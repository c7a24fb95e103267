import { createHash } from 'node:crypto'
import { RECORD_BYTES, textBytes } from '../quotas.js'

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
  /** The address it was published from: its bytes count in that address's quota. */
  publisherIp?: string
  /** The clients (by iss) that confirmed receipt, or whose queue dropped it: never delivered to them again. */
  acknowledgedBy: Set<string>
  /**
   * Received by every client subscribed to its topic: its text is released (`message` is empty) and only
   * the record stays until it expires, so a retried publish of it is still recognised and not delivered again.
   */
  settled: boolean
}

export type PublishInput = Omit<StoredMessage, 'acknowledgedBy' | 'expiresAt' | 'settled'> & {
  ttlSeconds: number
}

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
  /** topic → message id → message, oldest first; the id (a hash of the text) makes a retried publish a no-op. */
  private readonly messages = new Map<string, Map<string, StoredMessage>>()
  private readonly byId = new Map<string, StoredMessage>()
  /** topic → iss of subscribers */
  private readonly subscribers = new Map<string, Set<string>>()
  /** iss → topics */
  private readonly subscriptions = new Map<string, Set<string>>()
  /** `iss topic` → the address the subscription was last made from */
  private readonly subscriptionIps = new Map<string, string>()
  /** address → how many subscriptions were last made from it */
  private readonly topicsByIp = new Map<string, number>()
  /** Bytes stored, in all and by publisher and by its address (see `RECORD_BYTES`). */
  private bytes = 0
  private readonly bytesByIss = new Map<string, number>()
  private readonly bytesByIp = new Map<string, number>()
  /** iss → messages it has still to receive, oldest first */
  private readonly pending = new Map<string, Set<StoredMessage>>()
  /** expiry second → messages expiring in it: expiring touches only what expires. */
  private readonly expiries = new Map<number, StoredMessage[]>()
  private size = 0
  /** Messages whose text is kept for a subscriber that has not received them yet, and the bytes they take. */
  private queued = 0
  private queuedBytes = 0
  readonly limits: RelayStoreLimits

  constructor(limits: Partial<RelayStoreLimits> = {}) {
    this.limits = { ...defaultStoreLimits, ...limits }
  }

  /** Stores a new message (`input.id` is `messageId(topic, message)`), or finds the one stored with that id. */
  publish(input: PublishInput): PublishResult {
    const existing = this.byId.get(input.id)
    if (existing) return { stored: existing, isNew: false, dropped: [], droppedFor: [] }
    const stored: StoredMessage = {
      id: input.id,
      topic: input.topic,
      message: input.message,
      publishedAt: input.publishedAt,
      expiresAt: input.publishedAt + input.ttlSeconds * 1000,
      tag: input.tag,
      acknowledgedBy: new Set(),
      settled: false,
    }
    if (input.attestation !== undefined) stored.attestation = input.attestation
    if (input.publisher !== undefined) stored.publisher = input.publisher
    if (input.publisherIp !== undefined) stored.publisherIp = input.publisherIp
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
    onTopic.set(stored.id, stored)
    this.byId.set(stored.id, stored)
    this.track(stored)
    this.charge(stored, RECORD_BYTES + textBytes(stored.message, stored.attestation))
    // Loaded with every subscriber's acknowledgement (its release not yet written when the relay stopped).
    this.settle(stored)
    if (stored.settled) return { dropped, droppedFor }
    this.hold(stored, 1)
    for (const iss of this.subscribers.get(stored.topic) ?? []) {
      if (iss === stored.publisher || stored.acknowledgedBy.has(iss)) continue
      const overflow = this.queue(iss, stored)
      if (overflow) droppedFor.push({ iss, stored: overflow })
    }
    return { dropped, droppedFor }
  }

  /** Adds `bytes` (negative: releases them) to the totals of the message's publisher and address. */
  private charge(stored: StoredMessage, bytes: number): void {
    this.bytes += bytes
    const add = (totals: Map<string, number>, key: string | undefined) => {
      if (key === undefined) return
      const total = (totals.get(key) ?? 0) + bytes
      if (total > 0) totals.set(key, total)
      else totals.delete(key)
    }
    add(this.bytesByIss, stored.publisher)
    add(this.bytesByIp, stored.publisherIp)
  }

  /** Bytes stored on the relay (texts of messages not yet delivered to all, and every record). */
  storedBytes(): number {
    return this.bytes
  }

  /** Bytes stored of the messages a client published. */
  storedBytesOf(iss: string): number {
    return this.bytesByIss.get(iss) ?? 0
  }

  /** Bytes stored of the messages published from an address. */
  storedBytesFrom(ip: string): number {
    return this.bytesByIp.get(ip) ?? 0
  }

  /**
   * Whether every client subscribed to the message's topic (its publisher aside) has it, and at least one
   * client has: a message nobody received yet waits for its first subscriber.
   */
  private isDelivered(stored: StoredMessage): boolean {
    let received = false
    for (const iss of stored.acknowledgedBy) {
      if (iss !== stored.publisher) {
        received = true
        break
      }
    }
    if (!received) return false
    for (const iss of this.subscribers.get(stored.topic) ?? [])
      if (iss !== stored.publisher && !stored.acknowledgedBy.has(iss)) return false
    return true
  }

  /**
   * Releases the text of a message every subscriber has received; true when it did. The record stays
   * until the message expires, so a retried publish is recognised and not delivered again.
   */
  settle(stored: StoredMessage): boolean {
    if (stored.settled || this.byId.get(stored.id) !== stored || !this.isDelivered(stored)) return false
    this.hold(stored, -1)
    this.charge(stored, -textBytes(stored.message, stored.attestation))
    stored.message = ''
    delete stored.attestation
    stored.settled = true
    for (const iss of this.subscribers.get(stored.topic) ?? []) this.pending.get(iss)?.delete(stored)
    return true
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
      if (isPendingFor(stored, iss) && stored.expiresAt > now) yield stored
    }
  }

  /** Records that `iss` has the message; false when it already had. */
  acknowledge(iss: string, stored: StoredMessage): boolean {
    if (stored.acknowledgedBy.has(iss)) return false
    stored.acknowledgedBy.add(iss)
    this.pending.get(iss)?.delete(stored)
    return true
  }

  /**
   * Subscribes, made from address `ip` (counted in its quota; a subscription made again from another
   * address moves there). `added`: the client was not subscribed; `moved`: it was, from another address.
   */
  subscribe(iss: string, topic: string, ip?: string): 'added' | 'moved' | 'unchanged' {
    let topics = this.subscriptions.get(iss)
    if (!topics) {
      topics = new Set()
      this.subscriptions.set(iss, topics)
    }
    if (topics.has(topic)) {
      if (ip === undefined || this.subscriptionIps.get(`${iss} ${topic}`) === ip) return 'unchanged'
      this.attribute(iss, topic, ip)
      return 'moved'
    }
    topics.add(topic)
    this.attribute(iss, topic, ip)
    let subscribers = this.subscribers.get(topic)
    if (!subscribers) {
      subscribers = new Set()
      this.subscribers.set(topic, subscribers)
    }
    subscribers.add(iss)
    for (const stored of this.messages.get(topic)?.values() ?? []) {
      if (isPendingFor(stored, iss)) this.queue(iss, stored)
    }
    return 'added'
  }

  /** Counts the subscription in the quota of address `ip` (none: of no address). */
  private attribute(iss: string, topic: string, ip: string | undefined): void {
    const key = `${iss} ${topic}`
    const previous = this.subscriptionIps.get(key)
    if (previous !== undefined) {
      const left = (this.topicsByIp.get(previous) ?? 1) - 1
      if (left > 0) this.topicsByIp.set(previous, left)
      else this.topicsByIp.delete(previous)
      this.subscriptionIps.delete(key)
    }
    if (ip === undefined) return
    this.subscriptionIps.set(key, ip)
    this.topicsByIp.set(ip, (this.topicsByIp.get(ip) ?? 0) + 1)
  }

  /** The address a subscription was last made from. */
  subscriptionIp(iss: string, topic: string): string | undefined {
    return this.subscriptionIps.get(`${iss} ${topic}`)
  }

  /** Subscriptions last made from an address. */
  topicCountFrom(ip: string): number {
    return this.topicsByIp.get(ip) ?? 0
  }

  /** Unsubscribes; true when the client was subscribed. */
  unsubscribe(iss: string, topic: string): boolean {
    const topics = this.subscriptions.get(iss)
    if (!topics?.delete(topic)) return false
    if (topics.size === 0) this.subscriptions.delete(iss)
    this.attribute(iss, topic, undefined)
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
    if (onTopic?.get(stored.id) !== stored) return
    onTopic.delete(stored.id)
    if (onTopic.size === 0) this.messages.delete(stored.topic)
    this.byId.delete(stored.id)
    for (const iss of this.subscribers.get(stored.topic) ?? []) this.pending.get(iss)?.delete(stored)
    if (!stored.settled) this.hold(stored, -1)
    this.charge(stored, -(RECORD_BYTES + textBytes(stored.message, stored.attestation)))
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

  /** Counts a message among the queued ones (1) or takes it out (-1), with what it takes now. */
  private hold(stored: StoredMessage, sign: 1 | -1): void {
    this.queued += sign
    this.queuedBytes += sign * (RECORD_BYTES + textBytes(stored.message, stored.attestation))
  }

  counts(): {
    messages: number
    topics: number
    subscribedClients: number
    storedBytes: number
    queued: number
    queuedBytes: number
  } {
    return {
      messages: this.size,
      topics: this.subscribers.size,
      subscribedClients: this.subscriptions.size,
      storedBytes: this.bytes,
      queued: this.queued,
      queuedBytes: this.queuedBytes,
    }
  }
}

/** Whether `iss` has still to receive the message: not its own, not received, not delivered to all. */
function isPendingFor(stored: StoredMessage, iss: string): boolean {
  return !stored.settled && stored.publisher !== iss && !stored.acknowledgedBy.has(iss)
}

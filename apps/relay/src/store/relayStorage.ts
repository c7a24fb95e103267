import type { RelayStore, StoredMessage } from './relayStore.js'

/** A change another relay instance made, as its notification describes it. */
export type RemoteChange =
  | { kind: 'messages'; messages: StoredMessage[] }
  | { kind: 'acks'; acks: [id: string, iss: string][] }
  | { kind: 'subscribe'; subscriptions: Subscription[] }
  | { kind: 'unsubscribe'; subscriptions: [iss: string, topic: string][] }

/** A client's subscription to a topic, and the address it was made from (absent: unknown). */
export type Subscription = [iss: string, topic: string, ip?: string]

/**
 * Where the relay writes what it must not forget: every change of its `RelayStore`, written through.
 * Publishes are awaited (a publisher is answered once its message is stored); acknowledgements,
 * subscriptions and clients' last contact are written in the same batches without being waited for.
 */
export type RelayStorage = {
  /** Fills `store` with what was stored, expired messages left out. */
  load(store: RelayStore, now: number): Promise<void>
  /** Resolves when the messages are committed. */
  saveMessages(messages: readonly StoredMessage[]): Promise<void>
  deleteMessages(ids: readonly string[]): void
  /** Blanks the text of messages every subscriber has received; their rows stay until they expire. */
  settleMessages(ids: readonly string[]): void
  saveAcks(acks: readonly [id: string, iss: string][]): void
  /** New subscriptions, and ones made again from another address. */
  saveSubscriptions(subscriptions: readonly Subscription[]): void
  deleteSubscriptions(subscriptions: readonly [iss: string, topic: string][]): void
  touchClients(clients: readonly string[], now: number): void
  /** Deletes expired messages (and their acknowledgements). */
  expire(now: number): void
  /**
   * Forgets the clients no instance has heard from since `before` (their subscriptions with them) and
   * returns them; every instance's connected clients are touched regularly, so only the absent go.
   */
  idleClients(before: number): Promise<string[]>
  /** Calls `onChange` for changes made through other instances sharing this database (PostgreSQL). */
  follow(onChange: (change: RemoteChange) => void): Promise<void>
  /** Whether the database answers a query (the readiness probe); true for memory. */
  ping(): Promise<boolean>
  /** Resolves when everything written so far is committed. */
  flush(): Promise<void>
  close(): Promise<void>
}

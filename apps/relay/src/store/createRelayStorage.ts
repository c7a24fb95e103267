import { randomUUID } from 'node:crypto'
import type { RelayDatabase, SqlClient } from './relayDatabase.js'
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
  /** Resolves when everything written so far is committed. */
  flush(): Promise<void>
  close(): Promise<void>
}

const channel = 'latch_relay'
/** How long writes gather before they are committed together. */
const BATCH_MS = 5
/** NOTIFY payloads are limited to 8000 bytes; a 64-hex id and its framing take about 70. */
const idsPerNotification = 80
/** A subscription (a did:key, a topic and an address, about 180 bytes framed) per notification entry. */
const subscriptionsPerNotification = 30

type Batch = {
  messages: StoredMessage[]
  waiters: { resolve(): void; reject(error: unknown): void }[]
  deleted: string[]
  settled: string[]
  acks: [string, string][]
  subscribed: Subscription[]
  unsubscribed: [string, string][]
  touched: Map<string, number>
  expireBefore: number | undefined
}

const emptyBatch = (): Batch => ({
  messages: [],
  waiters: [],
  deleted: [],
  settled: [],
  acks: [],
  subscribed: [],
  unsubscribed: [],
  touched: new Map(),
  expireBefore: undefined,
})

type MessageRow = {
  id: string
  topic: string
  message: string
  published_at: string | number
  expires_at: string | number
  tag: number
  attestation: string | null
  publisher: string | null
  publisher_ip: string | null
}

const toStored = (row: MessageRow, acknowledgedBy: Iterable<string> = []): StoredMessage => ({
  id: row.id,
  topic: row.topic,
  message: row.message,
  publishedAt: Number(row.published_at),
  expiresAt: Number(row.expires_at),
  tag: row.tag,
  ...(row.attestation === null ? {} : { attestation: row.attestation }),
  ...(row.publisher === null ? {} : { publisher: row.publisher }),
  ...(row.publisher_ip === null ? {} : { publisherIp: row.publisher_ip }),
  acknowledgedBy: new Set(acknowledgedBy),
  // A published message is never empty: an empty text is one every subscriber received.
  settled: row.message === '',
})

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The relay's storage in a SQL database (embedded PGlite or PostgreSQL). Writes are grouped: what
 * arrives while a batch is being committed goes in the next one, so a burst of publishes costs a few
 * round trips, not one each. On PostgreSQL each batch also notifies the other instances.
 *
 * @example
 * const storage = createRelayStorage(await openRelayDatabase({ kind: 'embedded', dataDir }))
 */
export function createRelayStorage(database: RelayDatabase): RelayStorage {
  const instance = randomUUID()
  const shared = database.kind === 'postgres'
  let batch = emptyBatch()
  let scheduled = false
  // After close, what sockets still report as they go (a last touch) is not written.
  let closed = false
  let running: Promise<void> = Promise.resolve()

  let db: SqlClient = database
  const notify = async (payload: object) => {
    if (!shared) return
    await db.query('select pg_notify($1, $2)', [channel, JSON.stringify({ from: instance, ...payload })])
  }

  /** A batch is one transaction: one commit however many writes it holds; notifications go out with it. */
  async function commit(work: Batch): Promise<void> {
    await database.transaction(async (client) => {
      db = client
      try {
        await write(work)
      } finally {
        db = database
      }
    })
  }

  async function write(work: Batch): Promise<void> {
    if (work.messages.length > 0) {
      const m = work.messages
      await db.query(
        `insert into relay_messages (id, topic, message, published_at, expires_at, tag, attestation, publisher, publisher_ip)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::int[], $7::text[], $8::text[], $9::text[])
         on conflict (id) do nothing`,
        [
          m.map((s) => s.id),
          m.map((s) => s.topic),
          m.map((s) => s.message),
          m.map((s) => s.publishedAt),
          m.map((s) => s.expiresAt),
          m.map((s) => s.tag),
          m.map((s) => s.attestation ?? null),
          m.map((s) => s.publisher ?? null),
          m.map((s) => s.publisherIp ?? null),
        ],
      )
      for (const ids of chunks(
        m.map((s) => s.id),
        idsPerNotification,
      ))
        await notify({ m: ids })
    }
    if (work.deleted.length > 0)
      await db.query('delete from relay_messages where id = any($1::text[])', [work.deleted])
    if (work.settled.length > 0)
      await db.query(
        `update relay_messages set message = '', attestation = null where id = any($1::text[])`,
        [work.settled],
      )
    if (work.acks.length > 0) {
      await db.query(
        `insert into relay_acks (message_id, iss)
         select a.id, a.iss from unnest($1::text[], $2::text[]) as a (id, iss)
         join relay_messages m on m.id = a.id
         on conflict do nothing`,
        [work.acks.map(([id]) => id), work.acks.map(([, iss]) => iss)],
      )
      for (const acks of chunks(work.acks, idsPerNotification / 2)) await notify({ a: acks })
    }
    if (work.unsubscribed.length > 0) {
      await db.query(
        `delete from relay_subscriptions s using unnest($1::text[], $2::text[]) as u (iss, topic)
         where s.iss = u.iss and s.topic = u.topic`,
        [work.unsubscribed.map(([iss]) => iss), work.unsubscribed.map(([, topic]) => topic)],
      )
      for (const part of chunks(work.unsubscribed, idsPerNotification / 2)) await notify({ u: part })
    }
    if (work.subscribed.length > 0) {
      // One row per subscription: an upsert may not touch a row twice, and the last address counts.
      const subscribed = [
        ...new Map(work.subscribed.map((entry) => [`${entry[0]} ${entry[1]}`, entry])).values(),
      ]
      await db.query(
        `insert into relay_subscriptions (iss, topic, ip) select * from unnest($1::text[], $2::text[], $3::text[])
         on conflict (iss, topic) do update set ip = excluded.ip`,
        [
          subscribed.map(([iss]) => iss),
          subscribed.map(([, topic]) => topic),
          subscribed.map(([, , ip]) => ip ?? null),
        ],
      )
      for (const part of chunks(subscribed, subscriptionsPerNotification)) await notify({ s: part })
    }
    if (work.touched.size > 0) {
      await db.query(
        `insert into relay_clients (iss, last_seen) select * from unnest($1::text[], $2::bigint[])
         on conflict (iss) do update set last_seen = greatest(relay_clients.last_seen, excluded.last_seen)`,
        [[...work.touched.keys()], [...work.touched.values()]],
      )
    }
    if (work.expireBefore !== undefined)
      await db.query('delete from relay_messages where expires_at <= $1', [work.expireBefore])
  }

  function schedule() {
    if (scheduled || closed) return
    scheduled = true
    // A few milliseconds' grace: the writes of many sockets go in one batch and one commit.
    setTimeout(() => {
      scheduled = false
      const work = batch
      batch = emptyBatch()
      running = running.then(async () => {
        try {
          await commit(work)
          for (const waiter of work.waiters) waiter.resolve()
        } catch (error) {
          for (const waiter of work.waiters) waiter.reject(error)
          if (work.waiters.length === 0) console.error(`[relay] storage write failed: ${String(error)}`)
        }
      })
    }, BATCH_MS)
  }

  return {
    async load(store, now) {
      const { rows } = await database.query<MessageRow>(
        'select * from relay_messages where expires_at > $1 order by published_at, id',
        [now],
      )
      const { rows: acks } = await database.query<{ message_id: string; iss: string }>(
        'select message_id, iss from relay_acks',
      )
      const acked = new Map<string, string[]>()
      for (const ack of acks) acked.set(ack.message_id, [...(acked.get(ack.message_id) ?? []), ack.iss])
      const { rows: subscriptions } = await database.query<{ iss: string; topic: string; ip: string | null }>(
        'select iss, topic, ip from relay_subscriptions',
      )
      // Subscriptions first, so the messages land in their subscribers' queues.
      for (const { iss, topic, ip } of subscriptions) store.subscribe(iss, topic, ip ?? undefined)
      for (const row of rows) store.add(toStored(row, acked.get(row.id)))
    },
    saveMessages(messages) {
      if (messages.length === 0) return Promise.resolve()
      if (closed) return Promise.reject(new Error('The relay is stopping'))
      return new Promise<void>((resolve, reject) => {
        batch.messages.push(...messages)
        batch.waiters.push({ resolve, reject })
        schedule()
      })
    },
    deleteMessages(ids) {
      if (ids.length === 0) return
      batch.deleted.push(...ids)
      schedule()
    },
    settleMessages(ids) {
      if (ids.length === 0) return
      batch.settled.push(...ids)
      schedule()
    },
    saveAcks(acks) {
      if (acks.length === 0) return
      batch.acks.push(...acks)
      schedule()
    },
    saveSubscriptions(subscriptions) {
      if (subscriptions.length === 0) return
      batch.subscribed.push(...subscriptions)
      schedule()
    },
    deleteSubscriptions(subscriptions) {
      if (subscriptions.length === 0) return
      batch.unsubscribed.push(...subscriptions)
      schedule()
    },
    touchClients(clients, now) {
      for (const iss of clients) batch.touched.set(iss, now)
      if (clients.length > 0) schedule()
    },
    expire(now) {
      batch.expireBefore = now
      schedule()
    },
    async idleClients(before) {
      await this.flush()
      const { rows } = await database.query<{ iss: string }>(
        'delete from relay_clients where last_seen < $1 returning iss',
        [before],
      )
      const gone = rows.map((row) => row.iss)
      if (gone.length === 0) return gone
      const { rows: dropped } = await database.query<{ iss: string; topic: string }>(
        'delete from relay_subscriptions where iss = any($1::text[]) returning iss, topic',
        [gone],
      )
      // The other instances drop them too.
      const pairs = dropped.map((row): [string, string] => [row.iss, row.topic])
      for (const part of chunks(pairs, idsPerNotification / 2)) await notify({ u: part })
      return gone
    },
    async follow(onChange) {
      if (!database.listen) return
      await database.listen(channel, (payload) => {
        let change: {
          from?: string
          m?: string[]
          a?: [string, string][]
          s?: Subscription[]
          u?: [string, string][]
        }
        try {
          change = JSON.parse(payload)
        } catch {
          return
        }
        if (change.from === instance) return
        if (change.s) onChange({ kind: 'subscribe', subscriptions: change.s })
        if (change.u) onChange({ kind: 'unsubscribe', subscriptions: change.u })
        if (change.a) onChange({ kind: 'acks', acks: change.a })
        const ids = change.m
        if (ids) {
          // The notification names the messages; their text is read back (it can exceed a NOTIFY).
          void database
            .query<MessageRow>(
              'select * from relay_messages where id = any($1::text[]) order by published_at',
              [ids],
            )
            .then(({ rows }) => onChange({ kind: 'messages', messages: rows.map((row) => toStored(row)) }))
            .catch((error: unknown) => console.error(`[relay] cannot read shared messages: ${String(error)}`))
        }
      })
    },
    async flush() {
      if (scheduled) await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 1))
      await running
    },
    async close() {
      await this.flush()
      closed = true
      await database.close()
    },
  }
}

/** Storage that keeps nothing: the relay's state lives and dies with its process. */
export function createMemoryStorage(): RelayStorage {
  const lastSeen = new Map<string, number>()
  return {
    load: async () => {},
    saveMessages: async () => {},
    deleteMessages: () => {},
    settleMessages: () => {},
    saveAcks: () => {},
    saveSubscriptions: () => {},
    deleteSubscriptions: () => {},
    touchClients(clients, now) {
      for (const iss of clients) lastSeen.set(iss, now)
    },
    expire: () => {},
    async idleClients(before) {
      const gone = [...lastSeen].filter(([, seen]) => seen < before).map(([iss]) => iss)
      for (const iss of gone) lastSeen.delete(iss)
      return gone
    },
    follow: async () => {},
    flush: async () => {},
    close: async () => {},
  }
}

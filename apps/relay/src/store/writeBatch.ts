import type { RelayDatabase, SqlClient } from './relayDatabase.js'
import type { Subscription } from './relayStorage.js'
import type { StoredMessage } from './relayStore.js'

export const relayChannel = 'latch_relay'
/** How long writes gather before they are committed together. */
export const BATCH_MS = 5
/** NOTIFY payloads are limited to 8000 bytes; a 64-hex id and its framing take about 70. */
export const idsPerNotification = 80
/** A subscription (a did:key, a topic and an address, about 180 bytes framed) per notification entry. */
const subscriptionsPerNotification = 30

/** The writes gathered while the previous batch was committed, and the publishers waiting for theirs. */
export type Batch = {
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

export const emptyBatch = (): Batch => ({
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

/** Tells the other instances sharing the database what changed (nothing on the embedded store). */
export type Notify = (payload: object) => Promise<void>

/** Notifies through `client` (within a transaction: sent on its commit) for the instance `instance`. */
export function relayNotifier(database: RelayDatabase, client: SqlClient, instance: string): Notify {
  return async (payload) => {
    if (database.kind !== 'postgres') return
    await client.query('select pg_notify($1, $2)', [
      relayChannel,
      JSON.stringify({ from: instance, ...payload }),
    ])
  }
}

export const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * Writes a batch with `db` (the batch's transaction): messages, deletions, settled texts, acknowledgements,
 * subscriptions, clients' last contact and expiry, each as one statement, each change notified in parts that fit
 * a NOTIFY.
 */
export async function writeBatch(db: SqlClient, work: Batch, notify: Notify): Promise<void> {
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
    await db.query(`update relay_messages set message = '', attestation = null where id = any($1::text[])`, [
      work.settled,
    ])
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

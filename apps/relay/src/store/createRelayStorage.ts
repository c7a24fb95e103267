import { randomUUID } from 'node:crypto'
import { followRemoteChanges } from './followRemoteChanges.js'
import { loadRelayStore } from './loadRelayStore.js'
import type { RelayDatabase } from './relayDatabase.js'
import type { RelayStorage } from './relayStorage.js'
import {
  BATCH_MS,
  type Batch,
  chunks,
  emptyBatch,
  idsPerNotification,
  relayNotifier,
  writeBatch,
} from './writeBatch.js'

/** The write-behind queue of one storage: the batch gathering writes, and the commit under way. */
type BatchQueue = {
  database: RelayDatabase
  batch: Batch
  scheduled: boolean
  // After close, what sockets still report as they go (a last touch) is not written.
  closed: boolean
  running: Promise<void>
}

/** A batch is one transaction: one commit however many writes it holds; notifications go out with it. */
async function commit(queue: BatchQueue, instance: string, work: Batch): Promise<void> {
  const { database } = queue
  await database.transaction((client) => writeBatch(client, work, relayNotifier(database, client, instance)))
}

/** Commits the gathered writes a few milliseconds from now, after the commit under way. */
function schedule(queue: BatchQueue, instance: string): void {
  if (queue.scheduled || queue.closed) return
  queue.scheduled = true
  // A few milliseconds' grace: the writes of many sockets go in one batch and one commit.
  setTimeout(() => {
    queue.scheduled = false
    const work = queue.batch
    queue.batch = emptyBatch()
    queue.running = queue.running.then(async () => {
      try {
        await commit(queue, instance, work)
        for (const waiter of work.waiters) waiter.resolve()
      } catch (error) {
        for (const waiter of work.waiters) waiter.reject(error)
        if (work.waiters.length === 0) console.error(`[relay] storage write failed: ${String(error)}`)
      }
    })
  }, BATCH_MS)
}

/** Forgets the clients not heard from since `before`, with their subscriptions, which the other instances drop too. */
async function forgetIdleClients(
  database: RelayDatabase,
  instance: string,
  before: number,
): Promise<string[]> {
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
  const pairs = dropped.map((row): [string, string] => [row.iss, row.topic])
  const notify = relayNotifier(database, database, instance)
  for (const part of chunks(pairs, idsPerNotification / 2)) await notify({ u: part })
  return gone
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
  const queue: BatchQueue = {
    database,
    batch: emptyBatch(),
    scheduled: false,
    closed: false,
    running: Promise.resolve(),
  }
  /** Adds writes to the gathering batch and schedules its commit (nothing to do for none). */
  const gather = <T>(items: readonly T[], into: (batch: Batch) => T[]) => {
    if (items.length === 0) return
    into(queue.batch).push(...items)
    schedule(queue, instance)
  }

  return {
    load: (store, now) => loadRelayStore(database, store, now),
    saveMessages(messages) {
      if (messages.length === 0) return Promise.resolve()
      if (queue.closed) return Promise.reject(new Error('The relay is stopping'))
      return new Promise<void>((resolve, reject) => {
        queue.batch.messages.push(...messages)
        queue.batch.waiters.push({ resolve, reject })
        schedule(queue, instance)
      })
    },
    deleteMessages: (ids) => gather(ids, (batch) => batch.deleted),
    settleMessages: (ids) => gather(ids, (batch) => batch.settled),
    saveAcks: (acks) => gather(acks, (batch) => batch.acks),
    saveSubscriptions: (subscriptions) => gather(subscriptions, (batch) => batch.subscribed),
    deleteSubscriptions: (subscriptions) => gather(subscriptions, (batch) => batch.unsubscribed),
    touchClients(clients, now) {
      for (const iss of clients) queue.batch.touched.set(iss, now)
      if (clients.length > 0) schedule(queue, instance)
    },
    expire(now) {
      queue.batch.expireBefore = now
      schedule(queue, instance)
    },
    async idleClients(before) {
      await this.flush()
      return forgetIdleClients(database, instance, before)
    },
    follow: (onChange) => followRemoteChanges(database, instance, onChange),
    ping: () =>
      database.query('select 1').then(
        () => true,
        () => false,
      ),
    async flush() {
      if (queue.scheduled) await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 1))
      await queue.running
    },
    async close() {
      await this.flush()
      queue.closed = true
      await database.close()
    },
  }
}

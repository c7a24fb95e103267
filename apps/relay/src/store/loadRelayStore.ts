import { type MessageRow, toStored } from './messageRows.js'
import type { RelayDatabase } from './relayDatabase.js'
import type { RelayStore } from './relayStore.js'

/** Fills `store` with what the database holds: the subscriptions, then the unexpired messages with their acknowledgements. */
export async function loadRelayStore(database: RelayDatabase, store: RelayStore, now: number): Promise<void> {
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
}

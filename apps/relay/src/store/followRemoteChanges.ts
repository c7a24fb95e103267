import { type MessageRow, toStored } from './messageRows.js'
import type { RelayDatabase } from './relayDatabase.js'
import type { RemoteChange, Subscription } from './relayStorage.js'
import { relayChannel } from './writeBatch.js'

/**
 * Listens for the other instances' notifications on a shared PostgreSQL database and calls `onChange` with each
 * change (this instance's own, named by `instance`, are left out). A notification names new messages by id only:
 * their text is read back, since it can exceed a NOTIFY.
 */
export async function followRemoteChanges(
  database: RelayDatabase,
  instance: string,
  onChange: (change: RemoteChange) => void,
): Promise<void> {
  if (!database.listen) return
  await database.listen(relayChannel, (payload) => {
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
      void database
        .query<MessageRow>('select * from relay_messages where id = any($1::text[]) order by published_at', [
          ids,
        ])
        .then(({ rows }) => onChange({ kind: 'messages', messages: rows.map((row) => toStored(row)) }))
        .catch((error: unknown) => console.error(`[relay] cannot read shared messages: ${String(error)}`))
    }
  })
}

/** The little of a SQL client the relay's storage needs; PGlite and node-postgres both have it. */
export type SqlClient = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>
}

/** A database the relay stores in, and, for PostgreSQL, the notifications that join relay instances. */
export type RelayDatabase = SqlClient & {
  kind: 'embedded' | 'postgres'
  /** Runs `work` in one transaction: one commit for a batch of writes. */
  transaction(work: (client: SqlClient) => Promise<void>): Promise<void>
  /** Calls `onPayload` for every NOTIFY on `channel` (PostgreSQL only); reconnects by itself. */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>
  close(): Promise<void>
}

/**
 * The relay's tables: created when missing, so a new data directory or database needs no setup. The
 * addresses messages and subscriptions came from are kept for their quotas (every instance counts them
 * alike); a delivered message's text is blanked (`message = ''`) and its row kept until it expires.
 */
export const relaySchema = `
create table if not exists relay_messages (
  id text primary key,
  topic text not null,
  message text not null,
  published_at bigint not null,
  expires_at bigint not null,
  tag integer not null,
  attestation text,
  publisher text
);
create index if not exists relay_messages_expires_at on relay_messages (expires_at);
create table if not exists relay_acks (
  message_id text not null references relay_messages (id) on delete cascade,
  iss text not null,
  primary key (message_id, iss)
);
create table if not exists relay_subscriptions (
  iss text not null,
  topic text not null,
  primary key (iss, topic)
);
create table if not exists relay_clients (
  iss text primary key,
  last_seen bigint not null
);
alter table relay_messages add column if not exists publisher_ip text;
alter table relay_subscriptions add column if not exists ip text;
`

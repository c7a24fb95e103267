import type { StoredMessage } from './relayStore.js'

/** A row of relay_messages as the database returns it (bigints may come back as strings). */
export type MessageRow = {
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

/** The stored message of a row, with the subscribers who acknowledged it. */
export const toStored = (row: MessageRow, acknowledgedBy: Iterable<string> = []): StoredMessage => ({
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

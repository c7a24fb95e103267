/**
 * What one client (the `iss` of its token), one address and the whole relay may hold. Past a quota the
 * request is refused and nothing of it is kept, so the relay's memory stays bounded whatever clients send:
 * every instance on a shared PostgreSQL holds a copy of every stored message, so these bound each of them.
 */
export type RelayQuotas = {
  /** Open sockets of one client. A browser's tabs share one client, so a few are normal. */
  connectionsPerClient: number
  /** Open sockets from one address (an IPv6 address counts by its /64). */
  connectionsPerIp: number
  /** Topics one client is subscribed to. */
  topicsPerClient: number
  /** Topics subscribed to from one address, all its clients together. */
  topicsPerIp: number
  /** Bytes of stored messages one client published. */
  storedBytesPerClient: number
  /** Bytes of stored messages published from one address. */
  storedBytesPerIp: number
  /** Bytes of stored messages on the whole relay. */
  storedBytes: number
  /** The longest a message is kept for clients that have not received it, in seconds. */
  maxTtlSeconds: number
  /** The largest message (its text and attestation), in bytes. */
  maxMessageBytes: number
}

const MiB = 1024 * 1024

/**
 * Quotas a deployment can keep. WalletConnect clients publish with TTLs of 30 s to 1 day, and session
 * requests with an expiry of at most 7 days (sign-client's `SESSION_REQUEST_EXPIRY_BOUNDARIES`), which is
 * also the public relay's longest TTL; their encrypted messages are a few KiB (the public relay takes about
 * 100 KiB for a request or response).
 */
export const defaultRelayQuotas: RelayQuotas = {
  connectionsPerClient: 20,
  connectionsPerIp: 500,
  topicsPerClient: 1_000,
  topicsPerIp: 10_000,
  storedBytesPerClient: 4 * MiB,
  storedBytesPerIp: 32 * MiB,
  storedBytes: 256 * MiB,
  maxTtlSeconds: 7 * 24 * 60 * 60,
  maxMessageBytes: 256 * 1024,
}

/**
 * What a stored message costs besides its text: its record, ids, topic and the entries that index it.
 * Counted until it expires, so a flood of small messages is bounded as a flood of large ones is.
 */
export const RECORD_BYTES = 512

/** The bytes a message's text and attestation take (UTF-8: at least what the relay's memory holds). */
export function textBytes(message: string, attestation?: string | undefined): number {
  return Buffer.byteLength(message) + (attestation === undefined ? 0 : Buffer.byteLength(attestation))
}

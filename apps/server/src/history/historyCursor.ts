import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { serverSettings } from '../db/serverTables.js'

/** The position after the last item of a page: (block time, chain, block, tx index), newest first. */
export type HistoryPosition = { timestamp: number; chainId: number; blockNumber: number; txIndex: number }

export type CursorCodec = {
  /** Opaque, signed, and bound to the account and chain filter it was issued for. */
  encode(position: HistoryPosition, scope: string): string
  /** The position, or undefined when the cursor was not issued by this server for this scope. */
  decode(cursor: string, scope: string): HistoryPosition | undefined
}

const version = 'h1'

/**
 * Signs cursors with HMAC-SHA256, so a client can neither forge a position nor reuse a cursor for
 * another account; any replica holding the same secret accepts it.
 */
export function createCursorCodec(secret: Uint8Array): CursorCodec {
  const sign = (payload: string, scope: string) =>
    createHmac('sha256', secret).update(`${scope}\n${payload}`).digest().subarray(0, 12).toString('base64url')
  return {
    encode(position, scope) {
      const payload = [
        version,
        position.timestamp,
        position.chainId,
        position.blockNumber,
        position.txIndex,
      ].join('.')
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload, scope)}`
    },
    decode(cursor, scope) {
      const [, encoded, signature] = /^([A-Za-z0-9_-]{1,160})\.([A-Za-z0-9_-]{16})$/.exec(cursor) ?? []
      if (!encoded || !signature) return undefined
      const payload = Buffer.from(encoded, 'base64url').toString()
      const expected = Buffer.from(sign(payload, scope))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
      const [tag, ...numbers] = payload.split('.')
      const values = numbers.map(Number)
      if (tag !== version || values.length !== 4 || !values.every((n) => Number.isSafeInteger(n) && n >= 0))
        return undefined
      const [timestamp, chainId, blockNumber, txIndex] = values as [number, number, number, number]
      return { timestamp, chainId, blockNumber, txIndex }
    },
  }
}

export type AsyncCursorCodec = {
  encode(position: HistoryPosition, scope: string): Promise<string>
  decode(cursor: string, scope: string): Promise<HistoryPosition | undefined>
}

/** A codec whose secret is read from (or first created in) the database on first use. */
export function createDatabaseCursorCodec(db: Database): AsyncCursorCodec {
  let codec: Promise<CursorCodec> | undefined
  const load = () => {
    codec ??= loadCursorSecret(db).then(createCursorCodec)
    codec.catch(() => {
      codec = undefined
    })
    return codec
  }
  return {
    encode: async (position, scope) => (await load()).encode(position, scope),
    decode: async (cursor, scope) => (await load()).decode(cursor, scope),
  }
}

const secretKey = 'history_cursor_secret'

/** The cursor secret shared by every replica: created once in the database. */
export async function loadCursorSecret(db: Database): Promise<Uint8Array> {
  await db
    .insert(serverSettings)
    .values({ key: secretKey, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, secretKey))
  if (!row) throw new Error('The history cursor secret could not be stored')
  return Buffer.from(row.value, 'hex')
}

import type { NameRecord } from '@latch/api'
import { getAddress } from 'viem'
import type { profileNames } from './namesTables.js'

/** A stored name in the answer shape (AppKit's profile API: addresses keyed by coin type). */
export function toNameRecord(row: typeof profileNames.$inferSelect): NameRecord {
  const seconds = Math.floor(row.registeredAt.getTime() / 1000)
  return {
    name: row.name,
    registered: seconds,
    updated: seconds,
    addresses: {
      [String(row.coinType)]: { address: getAddress(row.address), created: String(seconds) },
    },
    attributes: row.attributes,
  }
}

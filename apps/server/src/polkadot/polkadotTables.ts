import { bigint, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Accounts are stored as their 32-byte public key (0x-hex): one account has an SS58 address per network prefix,
// and the answers give it in the network's own. Networks are CAIP-2 ids (`polkadot:<genesis hash prefix>`).

/** Where the Polkadot indexer stands on each network: the last block read, and its hash (a restart changes it). */
export const polkadotIndexerCursors = pgTable('polkadot_indexer_cursors', {
  network: text('network').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
})

/** Balance transfers (`balances.Transfer` events) of the indexed blocks, each in its block's order. */
export const polkadotTransfers = pgTable(
  'polkadot_transfers',
  {
    network: text('network').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    eventIndex: integer('event_index').notNull(),
    /** The extrinsic that emitted the event, when it came from one. */
    extrinsicHash: text('extrinsic_hash').notNull(),
    /** Block time in seconds (the timestamp pallet's). */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    fromKey: text('from_key').notNull(),
    toKey: text('to_key').notNull(),
    /** In planck. */
    amount: numeric('amount', { precision: 39, scale: 0 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.blockNumber, table.eventIndex] }),
    index('polkadot_transfers_from_idx').on(table.fromKey, table.timestamp.desc()),
    index('polkadot_transfers_to_idx').on(table.toKey, table.timestamp.desc()),
  ],
)

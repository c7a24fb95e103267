import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Solana addresses and signatures are base58 and case-sensitive: stored as given. Networks are CAIP-2 ids
// (`solana:<genesis hash prefix>`).

/** Where the Solana indexer stands on each network: the last slot whose block is stored. */
export const solanaIndexerCursors = pgTable('solana_indexer_cursors', {
  network: text('network').primaryKey(),
  slot: bigint('slot', { mode: 'number' }).notNull(),
})

/** Indexed Solana transactions that moved value for an account, or that an account signed. */
export const solanaTransactions = pgTable(
  'solana_transactions',
  {
    network: text('network').notNull(),
    signature: text('signature').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    /** Block time in seconds. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    /** The fee payer (the first signer). */
    feePayer: text('fee_payer').notNull(),
    /** The main receiver of value: the first other account whose balance grew, else the fee payer. */
    receiver: text('receiver').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    failed: boolean('failed').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.signature] }),
    index('solana_transactions_slot_idx').on(table.network, table.slot),
  ],
)

/**
 * What a transaction did to an owner's balance of one token (`native` for SOL, the mint otherwise), from the
 * block's pre and post balances; the fee is not counted as a movement. `amount` is signed: negative out.
 */
export const solanaMovements = pgTable(
  'solana_movements',
  {
    network: text('network').notNull(),
    signature: text('signature').notNull(),
    owner: text('owner').notNull(),
    token: text('token').notNull(),
    amount: numeric('amount', { precision: 39, scale: 0 }).notNull(),
    decimals: integer('decimals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.network, table.signature, table.owner, table.token] })],
)

/** One row per (account, transaction) the account took part in: the keyset the history pages walk, newest first. */
export const solanaAccountActivity = pgTable(
  'solana_account_activity',
  {
    address: text('address').notNull(),
    network: text('network').notNull(),
    signature: text('signature').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.network, table.signature] }),
    index('solana_account_activity_page_idx').on(
      table.address,
      table.network,
      table.timestamp.desc(),
      table.slot.desc(),
      table.txIndex.desc(),
    ),
  ],
)

/**
 * NFT mints (SPL tokens with 0 decimals) seen by the indexer. `is_spam` is set by the operator, or when one
 * transaction delivers the mint to many accounts that did not sign it (an unsolicited airdrop).
 */
export const solanaNftMints = pgTable(
  'solana_nft_mints',
  {
    network: text('network').notNull(),
    mint: text('mint').notNull(),
    isSpam: boolean('is_spam').notNull().default(false),
    spamSource: text('spam_source').$type<'rule' | 'operator'>(),
  },
  (table) => [primaryKey({ columns: [table.network, table.mint] })],
)

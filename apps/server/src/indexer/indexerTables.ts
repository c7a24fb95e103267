import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core'

// Addresses and hashes are stored lower-case hex; chain ids as the eip155 number (the API speaks CAIP).

/** Where the indexer stands on each chain: the last block whose transfers are stored. */
export const indexerCursors = pgTable('indexer_cursors', {
  chainId: integer('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
})

/** The hash of every indexed block: a different hash at a stored height means a reorg or a reset chain. */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.number] })],
)

/** Indexed transactions that touch an account: a sender, or the carrier of a transfer. */
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    chainId: integer('chain_id').notNull(),
    hash: text('hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    /** Block time in seconds. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    from: text('from_address').notNull(),
    to: text('to_address'),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    value: numeric('value', { precision: 78, scale: 0 }).notNull(),
    /** First four bytes of the input ('0x' for a plain transfer): tells approve and contract calls apart. */
    selector: text('selector').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.hash] }),
    index('chain_transactions_block_idx').on(table.chainId, table.blockNumber),
  ],
)

export type TransferKind = 'native' | 'erc20' | 'erc721' | 'erc1155'

/**
 * Value movements: native (tx value > 0, log_index -1), ERC-20 and ERC-721 `Transfer`, ERC-1155
 * `TransferSingle` / `TransferBatch` (one row per id, `item_index` its position in the batch).
 */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    itemIndex: integer('item_index').notNull().default(0),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    /** Token contract; null for the native coin. */
    token: text('token'),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
  },
  (table) => [
    unique('chain_transfers_key').on(table.chainId, table.txHash, table.logIndex, table.itemIndex),
    index('chain_transfers_block_idx').on(table.chainId, table.blockNumber),
  ],
)

/**
 * One row per (account, transaction) the account took part in: the index the history pages walk,
 * newest first, by keyset (timestamp, chain, block, tx index).
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.chainId, table.txHash] }),
    index('account_activity_page_idx').on(
      table.address,
      table.timestamp.desc(),
      table.chainId.desc(),
      table.blockNumber.desc(),
      table.txIndex.desc(),
    ),
    index('account_activity_block_idx').on(table.chainId, table.blockNumber),
  ],
)

/**
 * NFT collections seen by the indexer. `is_spam` is set by the operator, or automatically when one
 * transaction mints the collection to many accounts that did not send it (an unsolicited airdrop).
 */
export const nftCollections = pgTable(
  'nft_collections',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    name: text('name'),
    symbol: text('symbol'),
    kind: text('kind').$type<'erc721' | 'erc1155'>().notNull(),
    isSpam: boolean('is_spam').notNull().default(false),
    /** 'rule' when flagged by the airdrop rule, 'operator' when set by hand; an operator's choice is kept. */
    spamSource: text('spam_source').$type<'rule' | 'operator'>(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)

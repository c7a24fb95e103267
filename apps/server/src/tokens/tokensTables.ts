import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Addresses are stored lower-case hex; chain ids as the eip155 number (the API speaks CAIP).

/**
 * Fungible tokens: the seeded registry (`listed`, served by the token list) and tokens the indexer
 * discovered in transfers (metadata read from the contract). `address` is null for the native coin.
 */
export const tokens = pgTable(
  'tokens',
  {
    chainId: integer('chain_id').notNull(),
    /** Lower-case hex, or 'native'. */
    address: text('address').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    /** Id for `/public/getTokenImage/{id}`; null when there is no icon. */
    iconId: text('icon_id'),
    listed: boolean('listed').notNull().default(true),
    eip2612: boolean('eip2612').notNull().default(false),
    /** Where the row came from: 'devnet', 'web3icons', 'chain' (native), 'discovered'. */
    source: text('source').notNull(),
    rank: integer('rank').notNull().default(sql`1000000`),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)

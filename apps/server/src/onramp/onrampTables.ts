import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * On-ramp purchases: a row when the widget starts one (pending), moved on by the provider's signed webhook
 * (completed with the delivering transaction, or failed). The history's `onramp` listing reads them.
 */
export const onrampPurchases = pgTable(
  'onramp_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    /** Lower-cased 0x address, or a Solana address as given. */
    address: text('address').notNull(),
    /** CAIP-2, e.g. `eip155:31337`. */
    network: text('network').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenDecimals: text('token_decimals').notNull(),
    fiatAmount: text('fiat_amount').notNull(),
    fiatCurrency: text('fiat_currency').notNull(),
    /** The quoted amount in token units (decimal text); the webhook's delivered amount replaces it. */
    cryptoAmount: text('crypto_amount').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('onramp_purchases_address_idx').on(table.address, table.completedAt),
    index('onramp_purchases_tx_hash_idx').on(table.txHash),
  ],
)

/**
 * Webhook deliveries seen, by provider and signature: a replayed delivery is refused. The sandbox provider also
 * claims here each payment it takes (`sandbox-payment:<purchase id>`), so it delivers a purchase once.
 */
export const onrampWebhooks = pgTable('onramp_webhooks', {
  signature: text('signature').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

import { index, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from '../projects/projectsTables.js'

/** Every sponsorship the paymaster signed: what a project's daily limits and budget count. */
export const sponsoredOperations = pgTable(
  'sponsored_operations',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    caipNetworkId: text('caip_network_id').notNull(),
    /** The UserOperation's sender, lowercase. */
    sender: text('sender').notNull(),
    /**
     * The smart account whose daily number it counts in, lowercase: the sender, or for a permission's session
     * account, the wallet's smart account that granted the permission.
     */
    account: text('account').notNull(),
    /** The most the operation can cost (its gas limits, the paymaster's included, at its max fee), in wei. */
    costWei: numeric('cost_wei', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sponsored_operations_account_idx').on(table.projectId, table.account, table.createdAt),
    index('sponsored_operations_project_idx').on(table.projectId, table.createdAt, table.costWei),
  ],
)

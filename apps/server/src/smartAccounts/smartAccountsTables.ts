import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from '../projects/projectsTables.js'

/** Every sponsorship the paymaster signed: what the per-account daily limit of a project counts. */
export const sponsoredOperations = pgTable(
  'sponsored_operations',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    caipNetworkId: text('caip_network_id').notNull(),
    /** The smart account, lowercase. */
    sender: text('sender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sponsored_operations_sender_idx').on(table.projectId, table.sender, table.createdAt)],
)

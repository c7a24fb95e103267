import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { projects } from '../projects/projectsTables.js'

/** The widget's analytics events, kept per project until the retention job deletes them by age. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull().unique(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    origin: text('origin').notNull(),
    st: text('st'),
    sv: text('sv'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_project_received_idx').on(table.projectId, table.receivedAt),
    // The retention job deletes by age across projects.
    index('analytics_events_received_idx').on(table.receivedAt),
  ],
)

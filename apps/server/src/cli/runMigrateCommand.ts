import { sql } from 'drizzle-orm'
import { createDatabase } from '../db/createDatabase.js'
import { type CliContext, databaseOf } from './cliContext.js'

/**
 * `latch-server migrate`: applies pending migrations and exits, for a deployment that migrates in a step of its own
 * before the new instances start. Instances that start on an older database migrate it themselves, one at a time.
 */
export async function runMigrateCommand(context: CliContext): Promise<number> {
  const database = await createDatabase(databaseOf(context))
  try {
    const result = (await database.db.execute(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number | string }[] }
    const count = Number(result.rows[0]?.count ?? 0)
    context.io.out(`Database up to date: ${count} migrations applied`)
    return 0
  } finally {
    await database.close()
  }
}

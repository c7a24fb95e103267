import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from './testDatabase.js'

/** A test database with the chain-data tables (until their migration is wired). */
export async function createChainTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase()
  const text = readFileSync(new URL('./chainTables.tmp.sql', import.meta.url), 'utf8')
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement))
  }
  return database
}

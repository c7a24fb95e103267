import { createApp } from '../createApp.js'
import { seedDatabase } from '../db/seedDatabase.js'
import { createTestDatabase, type TestDatabase } from './testDatabase.js'

export type TestApp = { app: ReturnType<typeof createApp>; database: TestDatabase; close(): Promise<void> }

/** A seeded test database (see `createTestDatabase`) behind a fresh app, for `app.request()` tests. */
export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase()
  await seedDatabase(database.db)
  return { app: createApp({ db: database.db }), database, close: () => database.close() }
}

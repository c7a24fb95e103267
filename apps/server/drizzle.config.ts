import { defineConfig } from 'drizzle-kit'

// Migrations are generated offline from the schema files (`npm run db:generate -w @latch/server -- --name <name>`)
// and applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})

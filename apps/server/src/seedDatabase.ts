import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { wallets } from './catalogue/catalogueTables.js'
import { type CatalogueSource, loadCatalogueSource } from './catalogue/loadCatalogueSource.js'
import type { Database } from './db/createDatabase.js'
import { serverSettings } from './db/serverTables.js'
import { defaultProjectLogins, projects } from './projects/projectsTables.js'

/** The project every fresh install has, so the demo and local development work with no setup. */
export const devProject = {
  id: 'latch-dev',
  name: 'Latch development',
  allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
  /**
   * The devnet's paymaster sponsors up to 0.05 ETH per UserOperation, 100 a day for each smart account, and
   * 10,000 operations costing at most 100 ETH together a day for the whole project.
   */
  sponsorship: {
    maxOperationCostWei: '50000000000000000',
    maxOperationsPerAccountPerDay: 100,
    maxOperationsPerDay: 10_000,
    maxCostWeiPerDay: '100000000000000000000',
  },
} as const

const batchSize = 200

const catalogueDigestKey = 'catalogue_digest'

/**
 * Upserts the shipped wallet catalogue and, unless `devProject` is false (production mode), creates the
 * development project when missing. Safe to run on every start: rows are keyed by id, and the dev
 * project is never overwritten once it exists. The upsert is skipped when the shipped catalogue's
 * digest equals the one last seeded.
 */
export async function seedDatabase(
  db: Database,
  source: CatalogueSource = loadCatalogueSource(),
  options: { devProject?: boolean } = {},
): Promise<void> {
  const digest = createHash('sha256').update(JSON.stringify(source.wallets)).digest('hex')
  const [seeded] = await db.select().from(serverSettings).where(eq(serverSettings.key, catalogueDigestKey))
  if (seeded?.value !== digest) await seedCatalogue(db, source, digest)
  if (options.devProject !== false) await ensureDevProject(db)
}

async function seedCatalogue(db: Database, source: CatalogueSource, digest: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < source.wallets.length; start += batchSize) {
      await tx
        .insert(wallets)
        .values(source.wallets.slice(start, start + batchSize))
        .onConflictDoUpdate({
          target: wallets.id,
          set: {
            name: sql`excluded.name`,
            imageId: sql`excluded.image_id`,
            rdns: sql`excluded.rdns`,
            mobileLink: sql`excluded.mobile_link`,
            desktopLink: sql`excluded.desktop_link`,
            webappLink: sql`excluded.webapp_link`,
            homepage: sql`excluded.homepage`,
            appStore: sql`excluded.app_store`,
            playStore: sql`excluded.play_store`,
            chromeStore: sql`excluded.chrome_store`,
            chains: sql`excluded.chains`,
            explorerId: sql`excluded.explorer_id`,
            badgeType: sql`excluded.badge_type`,
            rank: sql`excluded.rank`,
          },
        })
    }
    await tx
      .insert(serverSettings)
      .values({ key: catalogueDigestKey, value: digest })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value: digest } })
  })
}

/** Creates the `latch-dev` project when missing; an operator's changes to it are kept. */
export async function ensureDevProject(db: Database): Promise<void> {
  await db
    .insert(projects)
    .values({
      ...devProject,
      allowedOrigins: [...devProject.allowedOrigins],
      sponsorship: { ...devProject.sponsorship },
      // Every login: the local stack serves them all (the mail sink, the local OpenID Connect provider, the
      // Farcaster relay), and a server without one of them does not advertise it.
      logins: { email: true, socials: [...defaultProjectLogins.socials] },
    })
    .onConflictDoNothing()
}

import { resolve } from 'node:path'
import type { RelayProjects } from './checkProject.js'
import { quotasFromEnv } from './quotasFromEnv.js'
import { startRelay } from './startRelay.js'
import type { RelayStorageOptions } from './store/openRelayDatabase.js'

const port = Number(process.env.PORT ?? 8788)
const host = process.env.HOST ?? '127.0.0.1'

/** PostgreSQL when RELAY_DATABASE_URL is set; else the embedded store in RELAY_DATA_DIR; `RELAY_STORAGE=memory` keeps nothing. */
function storageFromEnv(): RelayStorageOptions {
  if (process.env.RELAY_DATABASE_URL) return { kind: 'postgres', databaseUrl: process.env.RELAY_DATABASE_URL }
  if (process.env.RELAY_STORAGE === 'memory') return { kind: 'memory' }
  return {
    kind: 'embedded',
    dataDir: resolve(process.env.RELAY_DATA_DIR ?? resolve(import.meta.dirname, '../.data')),
  }
}

/** The projects of the Latch server at RELAY_PROJECTS_URL, and those listed in RELAY_PROJECT_IDS; none: any id. */
function projectsFromEnv(): RelayProjects | undefined {
  const ids = (process.env.RELAY_PROJECT_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  const serverUrl = process.env.RELAY_PROJECTS_URL?.trim() || undefined
  return ids.length > 0 || serverUrl ? { ids, serverUrl } : undefined
}

let quotas: ReturnType<typeof quotasFromEnv>
try {
  quotas = quotasFromEnv(process.env)
} catch (error) {
  console.error(`WalletConnect relay: ${(error as Error).message}`)
  process.exit(1)
}
const storage = storageFromEnv()
const projects = projectsFromEnv()
const relay = await startRelay({
  port,
  host,
  log: process.env.RELAY_LOG === '1',
  storage,
  quotas,
  trustProxy: process.env.RELAY_TRUST_PROXY === '1',
  ...(projects ? { projects } : {}),
  ...(process.env.RELAY_PUBLIC_URL ? { publicUrls: process.env.RELAY_PUBLIC_URL.split(',') } : {}),
  metricsToken: process.env.METRICS_TOKEN || undefined,
})
const where =
  storage.kind === 'embedded'
    ? `embedded store in ${storage.dataDir}`
    : storage.kind === 'postgres'
      ? 'PostgreSQL'
      : 'memory only'
console.log(`WalletConnect relay: ${relay.url} (${where})`)
console.log(
  projects
    ? `Project ids: ${[...(projects.ids ?? []), ...(projects.serverUrl ? [`those of ${projects.serverUrl}`] : [])].join(', ')}`
    : 'Project ids: not checked (set RELAY_PROJECTS_URL or RELAY_PROJECT_IDS)',
)
// Says whether the metrics are served, never the token.
console.log(
  process.env.METRICS_TOKEN ? 'Metrics: GET /metrics (METRICS_TOKEN)' : 'Metrics: off (set METRICS_TOKEN)',
)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  await relay.stop()
  console.log(`WalletConnect relay stopped (${signal})`)
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

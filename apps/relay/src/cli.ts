import { resolve } from 'node:path'
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

const storage = storageFromEnv()
const relay = await startRelay({
  port,
  host,
  log: process.env.RELAY_LOG === '1',
  storage,
  ...(process.env.RELAY_PUBLIC_URL ? { publicUrls: process.env.RELAY_PUBLIC_URL.split(',') } : {}),
})
const where =
  storage.kind === 'embedded'
    ? `embedded store in ${storage.dataDir}`
    : storage.kind === 'postgres'
      ? 'PostgreSQL'
      : 'memory only'
console.log(`WalletConnect relay: ${relay.url} (${where})`)

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

import { startRelay } from './startRelay.js'

const port = Number(process.env.PORT ?? 8788)
const host = process.env.HOST ?? '127.0.0.1'
const dataFile = process.env.RELAY_DATA_FILE

const relay = await startRelay({
  port,
  host,
  log: process.env.RELAY_LOG === '1',
  ...(dataFile ? { dataFile } : {}),
})
console.log(`WalletConnect relay: ${relay.url}`)

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

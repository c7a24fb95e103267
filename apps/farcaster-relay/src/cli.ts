// `npm start -w @latch/farcaster-relay`: the local Farcaster auth relay on PORT (8792).
import { startFarcasterRelay } from './startFarcasterRelay.js'

const relay = await startFarcasterRelay({
  port: Number(process.env.PORT ?? 8792),
  host: process.env.HOST ?? '127.0.0.1',
  ...(process.env.FARCASTER_RELAY_KEY ? { authKey: process.env.FARCASTER_RELAY_KEY } : {}),
})
console.log(`Farcaster auth relay: ${relay.url}`)
const stop = () => void relay.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// `npm run frame`: the embedded-wallet frame alone, on PORT (8789), against the server at API_URL (http://127.0.0.1:8787).
import { startFrame } from './startFrame.js'

const frame = await startFrame({
  port: Number(process.env.PORT ?? 8789),
  host: process.env.HOST ?? '127.0.0.1',
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8787',
  metricsToken: process.env.METRICS_TOKEN || undefined,
})
console.log(`Embedded-wallet frame on ${frame.url} (the server must list ${frame.origin} in FRAME_ORIGINS)`)
const stop = () => void frame.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

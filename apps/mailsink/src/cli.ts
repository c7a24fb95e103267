// `npm start -w @latch/mailsink`: the local SMTP sink and its inbox, on SMTP_PORT (2525) and PORT (8790).
import { startMailSink } from './startMailSink.js'

const sink = await startMailSink({
  smtpPort: Number(process.env.SMTP_PORT ?? 2525),
  httpPort: Number(process.env.PORT ?? 8790),
  host: process.env.HOST ?? '127.0.0.1',
})
console.log(`Mail sink: SMTP ${sink.smtpUrl}, inbox ${sink.url}`)
const stop = () => void sink.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

import type { CatalogueFastPath } from '../catalogue/createCatalogueFastPath.js'
import type { Mailer } from '../embedded/createMailer.js'
import type { ServerMetrics } from './createServerMetrics.js'

/** The catalogue's fast path answers before Hono (and its middleware): its answers are counted here, as the route's. */
export function countFastAnswers(
  answer: CatalogueFastPath['answerNode'],
  metrics: ServerMetrics,
): CatalogueFastPath['answerNode'] {
  return (incoming, outgoing) => {
    const started = performance.now()
    if (!answer(incoming, outgoing)) return false
    const labels = { method: incoming.method ?? 'GET', route: '/getWallets' }
    metrics.requests.inc({ ...labels, status: outgoing.statusCode })
    metrics.duration.observe(labels, (performance.now() - started) / 1000)
    return true
  }
}

/** The mailer, counting the e-mails SMTP took and those it refused. */
export function countMails(mailer: Mailer | undefined, metrics: ServerMetrics): Mailer | undefined {
  if (!mailer) return undefined
  return {
    async send(mail) {
      try {
        await mailer.send(mail)
        metrics.mailsSent.inc()
      } catch (error) {
        metrics.mailsFailed.inc()
        throw error
      }
    },
    close: () => mailer.close(),
  }
}

import type { Latch, LatchEvent } from '../types.js'

/** Events kept while the analytics configuration is unknown. */
const ANALYTICS_QUEUE_LIMIT = 20

/** Keeps an event for the server until analytics are known to be on (at most the first few). */
export function queueAnalyticsEvent(latch: Latch, event: LatchEvent): void {
  const analytics = latch.internal.analytics
  if (analytics.state !== 'disabled' && analytics.queue.length < ANALYTICS_QUEUE_LIMIT)
    analytics.queue.push(event)
}

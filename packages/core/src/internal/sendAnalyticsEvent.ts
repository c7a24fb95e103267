import type { getAnalyticsConfigRoute, postEventRoute, RouteBody, RouteResponse } from '@latch/api'
import { apiUrl, requestJson } from '../api/request.js'
import { AnalyticsForbiddenError, ApiRequestError } from '../errors/api.js'
import type { Latch, LatchEvent } from '../types.js'
import { pushAlert } from './pushAlert.js'
import { queueAnalyticsEvent } from './queueAnalyticsEvent.js'

/**
 * Sends one event to the server. Before the first open nothing is sent (events wait in a short queue);
 * the first send asks `/getAnalyticsConfig`. A 403 shows the server's title and message once, then stops.
 */
export async function sendAnalyticsEvent(latch: Latch, event: LatchEvent): Promise<void> {
  const analytics = latch.internal.analytics
  if (analytics.state === 'disabled') return
  if (!latch.store.getState().modal.openedOnce || analytics.state !== 'enabled') {
    queueAnalyticsEvent(latch, event)
    if (!latch.store.getState().modal.openedOnce) return
    const enabled = await loadAnalyticsConfig(latch)
    if (!enabled) return
    const queued = analytics.queue.splice(0)
    for (const e of queued) await post(latch, e)
    return
  }
  await post(latch, event)
}

function loadAnalyticsConfig(latch: Latch): Promise<boolean> {
  const analytics = latch.internal.analytics
  if (!analytics.configPromise) {
    analytics.state = 'loading'
    // Analytics load with the page's first script, so they call the server without `callApi`, kept out of it.
    analytics.configPromise = requestJson<RouteResponse<typeof getAnalyticsConfigRoute>>(
      apiUrl(latch, '/getAnalyticsConfig'),
    )
      .then((body) => {
        const enabled = body.isAnalyticsEnabled === true
        if (analytics.state !== 'disabled') analytics.state = enabled ? 'enabled' : 'disabled'
        return enabled && analytics.state === 'enabled'
      })
      .catch((error: unknown) => {
        handleFailure(latch, error)
        analytics.state = 'disabled'
        return false
      })
  }
  return analytics.configPromise
}

async function post(latch: Latch, event: LatchEvent): Promise<void> {
  const analytics = latch.internal.analytics
  if (analytics.state === 'disabled') return
  const location = typeof window !== 'undefined' ? window.location : undefined
  const body: RouteBody<typeof postEventRoute> = {
    eventId: crypto.randomUUID(),
    // The page without its query and fragment: they carry tokens, e-mails and session ids.
    url: location ? `${location.origin}${location.pathname}` : '',
    domain: location?.hostname ?? '',
    timestamp: event.timestamp,
    props: { type: 'track', event: event.event, properties: event.properties ?? {}, address: event.address },
  }
  try {
    await requestJson(apiUrl(latch, '/e'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    })
  } catch (error) {
    handleFailure(latch, error)
  }
}

function handleFailure(latch: Latch, error: unknown): void {
  const analytics = latch.internal.analytics
  if (!(error instanceof ApiRequestError) || error.status !== 403) return
  analytics.state = 'disabled'
  analytics.queue.length = 0
  if (analytics.forbiddenShown) return
  analytics.forbiddenShown = true
  const forbidden = new AnalyticsForbiddenError({ title: error.body.title, message: error.body.message })
  pushAlert(latch, {
    variant: 'error',
    error: forbidden,
    message: forbidden.shownDetails,
  })
}

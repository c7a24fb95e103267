import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { bodyLimit } from 'hono/body-limit'
import type { ProjectEnv } from '../access/projectEnv.js'
import type { AppContext } from '../context.js'
import { PayloadTooLargeError } from '../errors.js'
import { errorResponse, validationHook } from '../http.js'
import { analyticsEvents } from './analyticsTables.js'

/** Largest analytics event body accepted; real events are well under 2 KiB. */
export const maxEventBytes = 16 * 1024

const getAnalyticsConfigRoute = createRoute({
  method: api.getAnalyticsConfigRoute.method,
  path: api.getAnalyticsConfigRoute.path,
  summary: 'Whether the widget should send analytics for this project',
  request: { query: api.getAnalyticsConfigRoute.query },
  responses: {
    200: {
      description: 'The analytics switch',
      content: { 'application/json': { schema: api.getAnalyticsConfigRoute.response } },
    },
    400: errorResponse('Invalid parameter'),
    403: errorResponse('Unknown project'),
  },
})

const limitEventBody = bodyLimit({
  maxSize: maxEventBytes,
  onError: () => {
    throw new PayloadTooLargeError(maxEventBytes)
  },
})

const postEventRoute = createRoute({
  method: api.postEventRoute.method,
  path: api.postEventRoute.path,
  summary: 'Record one analytics event from the widget',
  description:
    "The request's Origin must be on the project's allowlist. A repeated eventId is accepted and stored once. " +
    'When analytics are off for the project the event is acknowledged with accepted: false and not stored.',
  request: {
    query: api.postEventRoute.query,
    body: { required: true, content: { 'application/json': { schema: api.postEventRoute.body } } },
  },
  responses: {
    202: {
      description: 'Accepted',
      content: { 'application/json': { schema: api.postEventRoute.response } },
    },
    400: errorResponse('Invalid parameter or body'),
    403: errorResponse('Unknown project, or Origin not on the allowlist'),
    413: errorResponse('Body larger than 16 KiB'),
  },
})

/** `/getAnalyticsConfig` and `/e`. */
export function createAnalyticsRoutes(context: AppContext) {
  const app = new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
  return app
    .openapi(getAnalyticsConfigRoute, async (c) => {
      const project = c.get('project')
      c.header('Cache-Control', 'public, max-age=30')
      return c.json({ isAnalyticsEnabled: project.analyticsEnabled }, 200)
    })
    .openapi({ ...postEventRoute, middleware: [limitEventBody] }, async (c) => {
      const query = c.req.valid('query')
      const event = c.req.valid('json')
      const project = c.get('project')
      if (!project.analyticsEnabled) return c.json({ accepted: false }, 202)
      await context.db
        .insert(analyticsEvents)
        .values({
          projectId: project.id,
          eventId: event.eventId,
          url: event.url,
          domain: event.domain,
          timestamp: event.timestamp,
          props: event.props,
          // The project gate has checked it against the allowlist; empty for a server's call (secret key).
          origin: c.req.header('Origin') ?? '',
          st: query.st ?? null,
          sv: query.sv ?? null,
        })
        .onConflictDoNothing({ target: analyticsEvents.eventId })
      return c.json({ accepted: true }, 202)
    })
}

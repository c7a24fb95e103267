import { z } from 'zod'
import { ProjectIdSchema, ProjectQuerySchema } from './common.js'
import { defineRoute } from './defineRoute.js'

export const AnalyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** `GET /getAnalyticsConfig`: whether the widget should send analytics for this project. */
export const getAnalyticsConfigRoute = defineRoute({
  method: 'get',
  path: '/getAnalyticsConfig',
  query: ProjectQuerySchema,
  response: AnalyticsConfigSchema,
})

export const EventQuerySchema = z.object({
  projectId: ProjectIdSchema,
  st: z.string().max(64).optional().meta({ description: 'SDK type' }),
  sv: z.string().max(64).optional().meta({ description: 'SDK version' }),
})

export const AnalyticsEventSchema = z
  .object({
    eventId: z.uuid(),
    url: z.string().max(2_048),
    domain: z.string().max(255),
    timestamp: z.number().int().nonnegative().meta({ description: 'Milliseconds since the epoch' }),
    props: z
      .looseObject({
        event: z.string().min(1).max(64).meta({ example: 'SEND_INITIATED' }),
        address: z.string().max(128).optional(),
      })
      .meta({ description: 'The event name under `event`, its data, and the connected address if any' }),
  })
  .meta({ id: 'AnalyticsEvent' })

export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>

/** `POST /e`: one analytics event from the widget (its `Origin` must be on the project's allowlist). */
export const postEventRoute = defineRoute({
  method: 'post',
  path: '/e',
  query: EventQuerySchema,
  body: AnalyticsEventSchema,
  response: z.object({ accepted: z.boolean() }),
})

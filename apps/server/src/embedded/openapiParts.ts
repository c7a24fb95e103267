import type { z } from '@hono/zod-openapi'

/** An OpenAPI JSON response of the embedded-wallet routes. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** A required JSON request body. */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})

/** The routes of a login or session: the frame sends its token as `Authorization: Bearer`. */
export const bearerSession = [{ embeddedSession: [] }]

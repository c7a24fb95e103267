import { OpenAPIHono } from '@hono/zod-openapi'
import { type ProfileErrorBody, ProfileErrorSchema } from '@latch/api'
import type { Context } from 'hono'
import type { ZodError } from 'zod'
import { answerError } from '../access/answerError.js'
import type { ProjectEnv } from '../access/projectEnv.js'
import { formatIssues } from '../http.js'
import { ProfileError } from './profileErrors.js'

export const profileErrorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ProfileErrorSchema } },
})

function validationHook(
  result: { success: true } | { success: false; error: ZodError; target: string },
  c: Context,
) {
  if (result.success) return undefined
  const target = result.target === 'json' ? 'body' : result.target
  const reasons = result.error.issues.map((issue) => formatIssues(target, { issues: [issue] } as ZodError))
  const body: ProfileErrorBody = { code: 'INVALID_PARAMS', message: reasons.join('; '), reasons }
  return c.json(body, 400)
}

/**
 * A sub-app whose every refusal is `{ code, message, reasons }`: validation failures, the server's own
 * errors (unknown project, malformed JSON) and the name service's. Mounted with `app.route()`, Hono runs
 * this error handler for its routes.
 */
export function createProfileApp() {
  const app = new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
  app.onError((error, c) => {
    if (error instanceof ProfileError) return c.json(error.toJSON(), error.status)
    return answerError(error, c, { reasons: true })
  })
  return app
}

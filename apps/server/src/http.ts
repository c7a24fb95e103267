import { ApiErrorSchema } from '@latch/api'
import type { Context } from 'hono'
import type { ZodError } from 'zod'

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
})

/** Turns zod issues into one line that names each offending field and says why. */
export function formatIssues(target: string, error: ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.')
      return `${path ? `${target}.${path}` : target}: ${issue.message}`
    })
    .join('; ')
}

/** The OpenAPIHono default hook: every validation failure answers 400 INVALID_PARAMS. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError; target: string },
  c: Context,
) {
  if (!result.success) {
    const target = result.target === 'json' ? 'body' : result.target
    return c.json({ code: 'INVALID_PARAMS', message: formatIssues(target, result.error) }, 400)
  }
  return undefined
}

/** Cache headers of every image: ids name immutable content. */
export const imageHeaders = (contentType: string) => ({
  'Content-Type': contentType,
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened directly must not run script or load anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
})

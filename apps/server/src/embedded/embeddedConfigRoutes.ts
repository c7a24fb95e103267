import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import type { ProjectEnv } from '../access/projectEnv.js'
import { errorResponse, validationHook } from '../http.js'
import { json } from './openapiParts.js'

const configRoute = createRoute({
  method: api.embeddedConfigRoute.method,
  path: api.embeddedConfigRoute.path,
  summary: 'The origins that may embed the frame of a project (its Content-Security-Policy frame-ancestors)',
  request: { query: api.embeddedConfigRoute.query },
  responses: {
    200: json(api.embeddedConfigRoute.response, 'The project'),
    400: errorResponse('Invalid'),
    403: errorResponse('Unknown project'),
  },
})

/**
 * `GET /v1/embedded/config`: the sites that may embed the frame for a project, which the frame's server puts in
 * its `frame-ancestors`. Public: it is what any of those sites shows anyway.
 *
 * @example
 * app.route('/', createEmbeddedConfigRoutes())
 */
export function createEmbeddedConfigRoutes() {
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook }).openapi(configRoute, (c) => {
    const project = c.get('project')
    c.header('Cache-Control', 'max-age=30')
    return c.json({ projectId: project.id, allowedOrigins: project.allowedOrigins }, 200)
  })
}

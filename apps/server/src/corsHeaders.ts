import type { MiddlewareHandler } from 'hono'

export type CorsHeadersParameters = {
  /** The Access-Control-Allow-Origin for a request's Origin; nothing is allowed when it returns undefined. */
  origin: (origin: string) => string | undefined
  allowMethods: readonly string[]
  allowHeaders: readonly string[]
  exposeHeaders: readonly string[]
  /** Seconds a browser may keep a preflight answer. */
  maxAge: number
}

/**
 * CORS with the options of Hono's `cors`, adding its headers to the handler's response after it is made.
 * Hono's `cors` sets headers on the context's response before the handler runs and appends `Vary` after
 * it, and either makes Hono rebuild the handler's response around a stream of its body: on a prepared
 * catalogue answer that rebuild cost more than everything else in the request.
 *
 * @example
 * app.use(corsHeaders({ origin: (o) => o, allowMethods: ['GET'], allowHeaders: [], exposeHeaders: ['ETag'], maxAge: 600 }))
 */
export function corsHeaders(parameters: CorsHeadersParameters): MiddlewareHandler {
  const allowMethods = parameters.allowMethods.join(',')
  const allowHeaders = parameters.allowHeaders.join(',')
  const exposeHeaders = parameters.exposeHeaders.join(',')
  const maxAge = String(parameters.maxAge)
  return async function corsHeaders(c, next) {
    const requestOrigin = c.req.header('Origin')
    const allowed = requestOrigin ? parameters.origin(requestOrigin) : undefined
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders,
        'Access-Control-Max-Age': maxAge,
        Vary: 'Origin, Access-Control-Request-Headers',
      }
      if (allowed) headers['Access-Control-Allow-Origin'] = allowed
      return c.body(null, 204, headers)
    }
    await next()
    let headers: Headers
    try {
      headers = c.res.headers
      headers.append('Vary', 'Origin')
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it once.
      c.res = new Response(c.res.body, c.res)
      headers = c.res.headers
      headers.append('Vary', 'Origin')
    }
    if (!allowed) return
    headers.set('Access-Control-Allow-Origin', allowed)
    if (exposeHeaders) headers.set('Access-Control-Expose-Headers', exposeHeaders)
  }
}

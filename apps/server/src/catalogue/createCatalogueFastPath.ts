import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context, MiddlewareHandler } from 'hono'
import { exposedHeaders, secretKeyHeader } from '../access/createProjectAccess.js'
import type { AppContext } from '../context.js'
import { isOriginAllowed } from '../projects/matchOrigin.js'
import { choosePreparedAnswer } from './choosePreparedAnswer.js'
import type { WalletQueryMemo } from './createWalletQueryMemo.js'

export type CatalogueFastPathParameters = {
  /** The query strings the route validated and answered. */
  queries: WalletQueryMemo
  /** Origins admitted as a site of every project (the embedded-wallet frame), lower case. */
  trustedOrigins: readonly string[]
  /**
   * Write the answer to Node's response directly instead of returning a `Response` (default true). Off
   * when a middleware before this one reads the response (the request logger).
   */
  writeDirectly?: boolean | undefined
}

const secretKeyName = secretKeyHeader.toLowerCase()

/** Prepared headers with a site's CORS headers, made once per prepared answer and origin. */
const withCors = new WeakMap<object, Map<string, Record<string, string>>>()
const maxOriginsPerAnswer = 64

function corsHeadersOf(headers: Readonly<Record<string, string>>, origin: string): Record<string, string> {
  let byOrigin = withCors.get(headers)
  if (!byOrigin) {
    byOrigin = new Map()
    withCors.set(headers, byOrigin)
  }
  let merged = byOrigin.get(origin)
  if (!merged) {
    // What the project gate adds to the route's own answer (see createProjectAccess).
    merged = {
      ...headers,
      Vary: headers.Vary ? `${headers.Vary}, Origin` : 'Origin',
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': exposedHeaders,
    }
    if (byOrigin.size >= maxOriginsPerAnswer) byOrigin.clear()
    byOrigin.set(origin, merged)
  }
  return merged
}

/** A request header, from Node's parsed headers when the request came through Node (no `Headers` built). */
function headerOf(c: Context<{ Bindings: Partial<HttpBindings> }>, name: string): string | undefined {
  const incoming = c.env?.incoming
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * The catalogue's common request answered before the middleware chain, as a few lookups: a query string
 * the route validated before, a site's request (`Origin` on the project's allowlist, no secret key) for a
 * project looked up less than the cache's TTL ago, an answer prepared in the current catalogue snapshot,
 * and both broad rate limits (per IP, per project) counted in memory within their limits. The answer is
 * the route's own, with the CORS headers the project gate adds. Anything else (a new query string, a
 * stale lookup, a server's call, a refusal to give) goes on to the gate and the route, which answer it
 * and remember what they validated.
 *
 * Register it before the guards (`guardApp`), for `/getWallets`.
 *
 * @example
 * app.use('/getWallets', createCatalogueFastPath(context, { queries, trustedOrigins }))
 */
export function createCatalogueFastPath(
  context: AppContext,
  parameters: CatalogueFastPathParameters,
): MiddlewareHandler {
  const { queries, writeDirectly = true } = parameters
  const trusted = new Set(parameters.trustedOrigins)
  const { projects, catalogue, limits } = context
  return (c: Context<{ Bindings: Partial<HttpBindings> }>, next) => {
    if (c.req.method !== 'GET') return next()
    const url = c.req.url
    const start = url.indexOf('?')
    const known = start < 0 ? undefined : queries.get(url.slice(start + 1))
    if (!known) return next()
    const origin = headerOf(c, 'origin')
    if (origin === undefined || headerOf(c, secretKeyName) !== undefined) return next()
    const project = projects.peek(known.projectId)?.project
    if (!project) return next()
    if (!isOriginAllowed(origin, project.allowedOrigins) && !trusted.has(origin.toLowerCase())) return next()
    const page = catalogue.peekPreparedPage(known.query)
    if (!page) return next()
    if (
      !limits.tryHitNow([
        ['ip', limits.clientIp(c)],
        ['project', project.id],
      ])
    )
      return next()
    const { status, body, headers } = choosePreparedAnswer(page, {
      ifNoneMatch: headerOf(c, 'if-none-match'),
      acceptEncoding: headerOf(c, 'accept-encoding'),
    })
    const answerHeaders = corsHeadersOf(headers, origin)
    const outgoing = c.env?.outgoing
    if (writeDirectly && outgoing) {
      // Node writes the prepared bytes as they are: no Response or Headers object per request.
      outgoing.writeHead(status, answerHeaders)
      if (body) outgoing.end(body)
      else outgoing.end()
      return Promise.resolve(RESPONSE_ALREADY_SENT)
    }
    return Promise.resolve(
      new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers: answerHeaders }),
    )
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpBindings } from '@hono/node-server'
import type { Context, MiddlewareHandler } from 'hono'
import { exposedHeaders, secretKeyHeader } from '../access/createProjectAccess.js'
import type { AppContext } from '../context.js'
import { requestIdHeader, requestIdOf } from '../logging/requestLog.js'
import { isOriginAllowed } from '../projects/matchOrigin.js'
import { type ChosenAnswer, choosePreparedAnswer } from './choosePreparedAnswer.js'
import type { WalletQueryMemo } from './createWalletQueryMemo.js'

export type CatalogueFastPathParameters = {
  /** The query strings the route validated and answered. */
  queries: WalletQueryMemo
  /** Origins admitted as a site of every project (the embedded-wallet frame), lower case. */
  trustedOrigins: readonly string[]
}

export type CatalogueFastPath = {
  /** For `/getWallets`, before the guards: answers with a `Response`, or goes on to them. */
  middleware: MiddlewareHandler
  /**
   * The same in front of the app on a Node server, where it costs no Request, Response or Hono context:
   * writes the answer and returns true, or returns false and leaves the request to the app.
   */
  answerNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean
}

const secretKeyName = secretKeyHeader.toLowerCase()
const path = '/getWallets'

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

/** Host headers the Node adapter would accept (it refuses a Host that is not a host name). */
const validHosts = new Set<string>()
function isValidHost(host: string | undefined): boolean {
  if (!host) return false
  if (validHosts.has(host)) return true
  let valid = false
  try {
    const { hostname } = new URL(`http://${host}/`)
    valid = hostname.length === host.length || hostname === host.replace(/:\d+$/, '')
  } catch {
    // Not a host: the app answers it.
  }
  if (valid && validHosts.size < 64) validHosts.add(host)
  return valid
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
 * @example
 * const fastPath = createCatalogueFastPath(context, { queries, trustedOrigins })
 * app.use('/getWallets', fastPath.middleware)
 */
export function createCatalogueFastPath(
  context: AppContext,
  parameters: CatalogueFastPathParameters,
): CatalogueFastPath {
  const { queries } = parameters
  const trusted = new Set(parameters.trustedOrigins)
  const { projects, catalogue, limits } = context

  /** The answer, with its CORS headers, or undefined to leave the request to the guards and the route. */
  function answer(
    queryString: string,
    header: (name: string) => string | undefined,
    socketAddress: string | undefined,
  ): (ChosenAnswer & { headers: Record<string, string> }) | undefined {
    const known = queries.get(queryString)
    if (!known) return undefined
    const origin = header('origin')
    if (origin === undefined || header(secretKeyName) !== undefined) return undefined
    const project = projects.peek(known.projectId)?.project
    if (!project) return undefined
    if (!isOriginAllowed(origin, project.allowedOrigins) && !trusted.has(origin.toLowerCase()))
      return undefined
    const page = catalogue.peekPreparedPage(known.query)
    if (!page) return undefined
    const ip = limits.clientAddress(header('x-forwarded-for'), socketAddress)
    if (
      !limits.tryHitNow([
        ['ip', ip],
        ['project', project.id],
      ])
    )
      return undefined
    const chosen = choosePreparedAnswer(page, {
      ifNoneMatch: header('if-none-match'),
      acceptEncoding: header('accept-encoding'),
    })
    return { ...chosen, headers: corsHeadersOf(chosen.headers, origin) }
  }

  const middleware: MiddlewareHandler = (c: Context<{ Bindings: Partial<HttpBindings> }>, next) => {
    if (c.req.method !== 'GET') return next()
    const url = c.req.url
    const start = url.indexOf('?')
    if (start < 0) return next()
    const found = answer(
      url.slice(start + 1),
      (name) => c.req.header(name),
      c.env?.incoming?.socket.remoteAddress,
    )
    if (!found) return next()
    return Promise.resolve(
      new Response(found.body as Uint8Array<ArrayBuffer> | null, {
        status: found.status,
        headers: found.headers,
      }),
    )
  }

  return {
    middleware,
    answerNode(incoming, outgoing) {
      const url = incoming.url
      if (incoming.method !== 'GET' || !url || !url.startsWith(path) || url.charCodeAt(path.length) !== 63)
        return false
      const headers = incoming.headers
      if (!isValidHost(headers.host)) return false
      const found = answer(
        url.slice(path.length + 1),
        (name) => {
          const value = headers[name]
          return Array.isArray(value) ? value.join(', ') : value
        },
        incoming.socket.remoteAddress,
      )
      if (!found) return false
      // Node writes the prepared bytes as they are, with the request's id as every answer carries it.
      const id = headers['x-request-id']
      outgoing.writeHead(found.status, {
        ...found.headers,
        [requestIdHeader]: requestIdOf(Array.isArray(id) ? undefined : id),
      })
      if (found.body) outgoing.end(found.body)
      else outgoing.end()
      return true
    },
  }
}

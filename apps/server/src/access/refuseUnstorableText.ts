import type { MiddlewareHandler } from 'hono'
import { InvalidParamsError } from '../errors.js'

/** An unpaired UTF-16 surrogate: not a character, and not encodable as UTF-8. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text PostgreSQL cannot store (NUL) or UTF-8 cannot encode (an unpaired surrogate). */
export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text)
}

/** The path of the first unstorable string in a JSON value, keys included, or undefined. */
function findUnstorable(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? path : undefined
  if (depth > 32 || value === null || typeof value !== 'object') return undefined
  for (const [key, inner] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`
    if (isUnstorable(key)) return at
    const found = findUnstorable(inner, at, depth + 1)
    if (found) return found
  }
  return undefined
}

function refuseUnstorableUrl(href: string) {
  const url = new URL(href)
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape stays as written: harmless text.
  }
  if (isUnstorable(path)) throw refusal('path')
  for (const [name, value] of url.searchParams)
    if (isUnstorable(name) || isUnstorable(value)) throw refusal(`query.${name}`)
}

const refusal = (where: string) =>
  new InvalidParamsError(
    `${where}: contains a NUL character or an unpaired UTF-16 surrogate, which cannot be stored`,
  )

/**
 * Refuses, with 400 INVALID_PARAMS, a request whose path, query or JSON body holds text the database
 * cannot store: before any route reads it, so no input reaches a query as a 500. The JSON-RPC proxy's
 * body is passed to the node as it is and not inspected.
 */
export const refuseUnstorableText: MiddlewareHandler = async (c, next) => {
  // A serialised URL is ASCII: NUL or a surrogate can only come from a percent escape.
  if (c.req.url.includes('%')) refuseUnstorableUrl(c.req.url)
  if (c.req.path !== '/v1/' && /^application\/json/i.test(c.req.header('Content-Type') ?? '')) {
    // A copy is read, so the route (and its own body limit) still reads the request's stream; a body that
    // is not JSON is the route's to refuse.
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined)
    const found = findUnstorable(body, 'body')
    if (found) throw refusal(found)
  }
  await next()
}

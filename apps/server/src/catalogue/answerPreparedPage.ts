import type { Context } from 'hono'
import type { PreparedAnswer, PreparedPage } from './preparePage.js'

type Encoding = 'br' | 'gzip' | 'identity'

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const encodings = new Map<string, Encoding>()
const maxRememberedEncodings = 256

/** The best coding the client accepts (`q` > 0), preferring brotli, then gzip. */
function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>()
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    if (!q || Number(q.slice(2)) > 0) accepted.add(name)
  }
  if (accepted.has('br') || accepted.has('*')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  let encoding = encodings.get(header)
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header)
    if (encodings.size < maxRememberedEncodings) encodings.set(header, encoding)
  }
  return encoding
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag
  })
}

/**
 * Answers with a prepared page: 304 when If-None-Match names its ETag, otherwise the body in the best
 * coding the client accepts. Nothing is serialised or compressed here.
 *
 * @example
 * return answerPreparedPage(c, await context.catalogue.getPreparedPage(query))
 */
export function answerPreparedPage(c: Context, page: PreparedPage): Response {
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) return c.body(null, 304, page.notModified)
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  const answer: PreparedAnswer = (encoding === 'identity' ? undefined : page[encoding]) ?? page.identity
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, answer.headers)
}

import type { PreparedPage } from './preparePage.js'

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

/** What to send: the status, the prepared headers and body (null for a 304). */
export type ChosenAnswer =
  | { status: 200; body: Uint8Array; headers: Readonly<Record<string, string>> }
  | { status: 304; body: null; headers: Readonly<Record<string, string>> }

/**
 * The answer a request gets from a prepared page: 304 when If-None-Match names its ETag, otherwise the
 * body in the best coding the client accepts. Nothing is serialised or compressed here.
 *
 * @example
 * const { status, body, headers } = choosePreparedAnswer(page, { ifNoneMatch, acceptEncoding })
 */
export function choosePreparedAnswer(
  page: PreparedPage,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): ChosenAnswer {
  if (request.ifNoneMatch && matchesEtag(request.ifNoneMatch, page.etag))
    return { status: 304, body: null, headers: page.notModified }
  const encoding = preferredEncoding(request.acceptEncoding)
  const answer = (encoding === 'identity' ? undefined : page[encoding]) ?? page.identity
  return { status: 200, body: answer.body, headers: answer.headers }
}

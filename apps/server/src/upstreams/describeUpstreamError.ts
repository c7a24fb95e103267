export type DescribeUpstreamErrorOptions = {
  /** The upstream's URL as configured: its path segments, query values and user name are taken out too. */
  url?: string | undefined
  /** The request's timeout, to say how long the upstream was waited for. */
  timeoutMs?: number | undefined
}

/** The longest reason given: enough for a node's own error message, not for a page it answered. */
const maxLength = 300
/** Path segments and query values this long are secret enough to take out wherever they appear (API keys). */
const minSecretLength = 8

/** Words an upstream's configured URL holds beyond its host: where providers put API keys. */
function secretsOf(url: string | undefined): string[] {
  if (!url) return []
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return []
  }
  const words = [
    parsed.username,
    parsed.password,
    ...parsed.pathname.split('/'),
    ...[...parsed.searchParams.values()],
  ]
  // Both spellings, as a message may quote either.
  const decoded = words.flatMap((word) => {
    try {
      return [word, decodeURIComponent(word)]
    } catch {
      return [word]
    }
  })
  return [...new Set(decoded)]
    .filter((word) => word.length >= minSecretLength)
    .sort((a, b) => b.length - a.length)
}

/** A URL quoted in a text, reduced to its scheme and host: its user name, password, path and query go. */
function originOf(quoted: string): string {
  try {
    const url = new URL(quoted)
    return url.host ? `${url.protocol}//${url.host}` : 'a URL'
  } catch {
    return 'a URL'
  }
}

/**
 * What went wrong with an upstream (a JSON-RPC node, a bundler, an Esplora API, a price source, an on-ramp
 * or social provider, the SMTP server), in words safe to answer and to log: the one place their errors are
 * turned into text. A fetch that failed is its Node error code (`ECONNREFUSED`) or a timeout, never the
 * fetch's own text; any other message keeps its first line, with every URL in it reduced to its scheme and host
 * (never a user name, password, path or query, where providers put API keys), absolute paths and
 * `user:password@` removed, and the upstream's own path segments, query values and user name taken out
 * wherever they appear when its `url` is given. A string is taken as the upstream's text.
 *
 * @example
 * describeUpstreamError(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })) // 'ECONNREFUSED'
 * describeUpstreamError('bad key 0a1b2c3d4e5f in https://eth.example/v2/0a1b2c3d4e5f', { url: 'https://eth.example/v2/0a1b2c3d4e5f' })
 * // 'bad key … in https://eth.example'
 */
export function describeUpstreamError(error: unknown, options: DescribeUpstreamErrorOptions = {}): string {
  if (error instanceof Error || error instanceof DOMException) {
    if (error.name === 'TimeoutError')
      return options.timeoutMs === undefined
        ? 'no answer in time'
        : `no answer within ${options.timeoutMs} ms`
    if (error.name === 'AbortError') return 'the request was aborted'
    // undici's failure of a request: the reason is in its cause, whose text may quote the URL.
    if (error instanceof TypeError && error.message === 'fetch failed') {
      const cause = error.cause as { code?: unknown; cause?: { code?: unknown } } | undefined
      const code = cause?.code ?? cause?.cause?.code
      return typeof code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(code) ? code : 'unreachable'
    }
  }
  // viem's errors put their one-line summary in `shortMessage`, the request (and its URL) below it.
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage
  const text =
    typeof error === 'string'
      ? error
      : typeof short === 'string' && short
        ? short
        : error instanceof Error
          ? error.message
          : String(error)
  let line = text.split('\n')[0] ?? ''
  line = line.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi, (quoted) => originOf(quoted))
  line = line.replace(/[^\s/@:"'<>()]+:[^\s/@"'<>()]*@/g, '')
  line = line.replace(/(^|[\s("'=])\/[^\s"'<>()]+/g, '$1…')
  for (const secret of secretsOf(options.url)) line = line.split(secret).join('…')
  line = line.trim()
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line || 'no reason given'
}

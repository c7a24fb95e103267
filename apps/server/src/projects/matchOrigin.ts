/**
 * An allowlist entry: an exact origin (`https://app.example.com`), or one with `*` as the port
 * (`http://localhost:*`) or as the leftmost subdomain labels (`https://*.example.com`).
 */
const patternRegex =
  /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/

const defaultPorts: Record<string, string> = { http: '80', https: '443' }

type ParsedOrigin = { scheme: string; host: string; port: string }

function parseOrigin(origin: string): ParsedOrigin | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/.exec(
    origin.toLowerCase(),
  )
  if (!match) return undefined
  const [, scheme = '', host = '', port] = match
  return { scheme, host, port: port ?? defaultPorts[scheme] ?? '' }
}

/** Whether a string is a valid allowlist entry (checked before a project is saved). */
export function isValidOriginPattern(pattern: string): boolean {
  const port = patternRegex.exec(pattern.toLowerCase())?.[4]
  if (port === undefined) return patternRegex.test(pattern.toLowerCase())
  return port === '*' || Number(port) <= 65_535
}

/**
 * Whether the `Origin` a browser sent matches an allowlist entry. A subdomain wildcard needs at least
 * one label (`https://*.example.com` does not match `https://example.com`); a pattern without a port
 * matches only the scheme's default port.
 *
 * @example
 * matchOrigin('http://localhost:5173', 'http://localhost:*') // true
 */
export function matchOrigin(origin: string, pattern: string): boolean {
  const parsed = parseOrigin(origin)
  const match = patternRegex.exec(pattern.toLowerCase())
  if (!parsed || !match) return false
  const [, scheme = '', wildcardSubdomain, host = '', port] = match
  if (parsed.scheme !== scheme) return false
  if (port !== '*' && parsed.port !== (port ?? defaultPorts[scheme] ?? '')) return false
  if (wildcardSubdomain) return parsed.host.endsWith(`.${host}`)
  return parsed.host === host
}

// Decisions per allowlist (a project's array, replaced when the project is reloaded) and origin: a site
// sends the same Origin on every request, so the patterns are parsed once per origin, not per request.
const decisions = new WeakMap<readonly string[], Map<string, boolean>>()
const maxDecisionsPerList = 1_024

/** Whether an origin matches any entry of a project's allowlist. */
export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (!origin) return false
  let known = decisions.get(allowedOrigins)
  if (!known) {
    known = new Map()
    decisions.set(allowedOrigins, known)
  }
  let allowed = known.get(origin)
  if (allowed === undefined) {
    allowed = allowedOrigins.some((pattern) => matchOrigin(origin, pattern))
    // Unbounded distinct origins (a scan) start the memory again rather than grow it.
    if (known.size >= maxDecisionsPerList) known.clear()
    known.set(origin, allowed)
  }
  return allowed
}

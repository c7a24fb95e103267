/** Development seeds the `latch-dev` project and may fall back to its own URL; production does neither. */
export type ServerMode = 'development' | 'production'

export class PublicUrlRequiredError extends Error {
  override name = 'PublicUrlRequiredError'
  constructor(value: string | undefined) {
    super(
      value === undefined
        ? 'Production mode needs PUBLIC_URL, the URL the widget reaches this server at (https://api.example.com): icon URLs are built from it'
        : `PUBLIC_URL must be an http(s) URL without a query or fragment, got "${value}"`,
    )
  }
}

/** The mode from `NODE_ENV`: production when it says so, development otherwise. */
export function serverModeOf(nodeEnv: string | undefined): ServerMode {
  return nodeEnv === 'production' ? 'production' : 'development'
}

/** The public URL, checked; production refuses to start without one. */
export function parsePublicUrl(value: string | undefined, mode: ServerMode): string | undefined {
  if (value === undefined || value === '') {
    if (mode === 'production') throw new PublicUrlRequiredError(undefined)
    return undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new PublicUrlRequiredError(value)
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new PublicUrlRequiredError(value)
  return url.href.replace(/\/+$/, '')
}

import type { LatchStorage } from '../types.js'
import { readCookie } from './readCookie.js'

/** A cookie holds about 4 kB: the session's own fields fit, a wallet's inline icon may not. */
const MAX_COOKIE_BYTES = 3_800
const YEAR_SECONDS = 31_536_000

/** Leaves out inline (`data:`) images, which a wallet's announcement gives again on reconnect. */
function withoutInlineImages(value: string): string {
  try {
    return JSON.stringify(
      JSON.parse(value, (_key, field: unknown) =>
        typeof field === 'string' && field.startsWith('data:') ? undefined : field,
      ),
    )
  } catch {
    return value
  }
}

/**
 * Keeps the session in a first-party cookie instead of localStorage, so the page's server can read it from the
 * request (`cookieToInitialState`) and render the connected account on the first paint. The cookie is
 * `SameSite=Lax` on the whole site, for a year. On a server (no `document`) it reads and writes nothing.
 *
 * @example
 * createLatch({ ...config, storage: cookieStorage, initialState: cookieToInitialState(config, cookieHeader) })
 */
export const cookieStorage: LatchStorage = {
  getItem(name) {
    return typeof document === 'undefined' ? null : readCookie(document.cookie, name)
  },
  setItem(name, value) {
    if (typeof document === 'undefined') return
    let encoded = encodeURIComponent(value)
    if (encoded.length > MAX_COOKIE_BYTES) encoded = encodeURIComponent(withoutInlineImages(value))
    // Still too large for a cookie: better no cookie than a browser silently keeping a stale one.
    if (encoded.length > MAX_COOKIE_BYTES) return cookieStorage.removeItem(name)
    // biome-ignore lint/suspicious/noDocumentCookie: a LatchStorage is synchronous, the Cookie Store API is not
    document.cookie = `${name}=${encoded}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
  },
  removeItem(name) {
    if (typeof document === 'undefined') return
    // biome-ignore lint/suspicious/noDocumentCookie: a LatchStorage is synchronous, the Cookie Store API is not
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`
  },
}

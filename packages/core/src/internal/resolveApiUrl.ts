import { ApiUrlRequiredError, FrameUrlRequiredError } from '../errors/api.js'
import type { Features } from '../types.js'

/** The Latch server of `npm start`, the default only for a page served from this machine. */
const LOCAL_API_URL = 'http://127.0.0.1:8787'

/**
 * The server's base URL without a trailing slash. Without `apiUrl`, a page on localhost (or no page: a server
 * render, a test) gets the local server; a page anywhere else fails here, at `createLatch`, instead of
 * sending its visitors' requests to their own machine.
 */
export function resolveApiUrl(apiUrl: string | undefined): string {
  if (apiUrl) return apiUrl.replace(/\/+$/, '')
  const page = publicPage()
  if (page) throw new ApiUrlRequiredError({ origin: page.origin })
  return LOCAL_API_URL
}

/**
 * Refuses, at `createLatch`, a page away from this machine whose e-mail or social login would load the wallet frame
 * from the visitor's own machine: no `frameUrl` (its default is `npm start`'s local frame) or one on loopback.
 */
export function checkFrameUrl(frameUrl: string | undefined, { email, socials }: Features): void {
  const page = email || (socials !== false && socials.length > 0) ? publicPage() : undefined
  if (page && (!frameUrl || isLoopbackHost(new URL(frameUrl, page.href).hostname)))
    throw new FrameUrlRequiredError({ origin: page.origin })
}

/** The page, when it is served from somewhere other than this machine. */
function publicPage(): Location | URL | undefined {
  const page = typeof location === 'undefined' ? undefined : location
  return page && /^https?:$/.test(page.protocol) && !isLoopbackHost(page.hostname) ? page : undefined
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

import { ApiUrlRequiredError } from '../errors/api.js'

/** The Latch server of `npm start`, the default only for a page served from this machine. */
const LOCAL_API_URL = 'http://127.0.0.1:8787'

/**
 * The server's base URL without a trailing slash. Without `apiUrl`, a page on localhost (or no page: a server
 * render, a test) gets the local server; a page anywhere else fails here, at `createLatch`, instead of
 * sending its visitors' requests to their own machine.
 */
export function resolveApiUrl(apiUrl: string | undefined): string {
  if (apiUrl) return apiUrl.replace(/\/+$/, '')
  const page = typeof location === 'undefined' ? undefined : location
  if (page && /^https?:$/.test(page.protocol) && !isLoopbackHost(page.hostname))
    throw new ApiUrlRequiredError({ origin: page.origin })
  return LOCAL_API_URL
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

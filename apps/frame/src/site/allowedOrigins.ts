import type { embeddedConfigRoute, RouteResponse } from '@latch/api'
import { routeUrl } from '../client/api/callApi.js'

/** A project's allowlist of embedding origins, as the server last gave it. */
export type AllowedOrigins = (projectId: string) => Promise<string[] | undefined>

/**
 * How a lookup was answered: from a fresh cache (`hit`), from a stale one while it is refreshed (`stale`), or by
 * waiting for the server (`miss`).
 */
export type AllowlistLookup = 'hit' | 'stale' | 'miss'

/**
 * The projects' allowlists, read from the server (`GET /v1/embedded/config`). Fresh within the TTL; for up to
 * ten TTLs after that the last answer is served at once while one request refreshes it (a page waits for the
 * frame on every visit, not for the server), so a removed origin stays embeddable at most one refresh longer.
 * Older, or never read: wait for the server.
 *
 * @example
 * const allowedOrigins = createAllowedOrigins({ apiUrl: () => 'http://127.0.0.1:8787', ttlMs: 30_000 })
 */
export function createAllowedOrigins(parameters: {
  apiUrl(): string
  ttlMs: number
  /** Each lookup, for the metrics. */
  onLookup?: ((lookup: AllowlistLookup) => void) | undefined
  /** The server did not answer, or answered with an error of its own (5xx). */
  onServerFailure?: (() => void) | undefined
}): AllowedOrigins {
  const { ttlMs } = parameters
  const allowlists = new Map<string, { origins: string[] | undefined; at: number }>()
  const refreshing = new Map<string, Promise<string[] | undefined>>()

  async function fetchAllowedOrigins(projectId: string): Promise<string[] | undefined> {
    let origins: string[] | undefined
    try {
      const api = { apiUrl: parameters.apiUrl(), projectId }
      const response = await fetch(
        routeUrl<typeof embeddedConfigRoute>(api, 'GET /v1/embedded/config', { projectId }),
      )
      if (response.status >= 500) parameters.onServerFailure?.()
      if (response.ok)
        origins = ((await response.json()) as RouteResponse<typeof embeddedConfigRoute>).allowedOrigins
    } catch {
      // The server is unreachable: the frame is not embeddable until it answers.
      parameters.onServerFailure?.()
      return undefined
    }
    if (allowlists.size > 1_000) allowlists.clear()
    allowlists.set(projectId, { origins, at: Date.now() })
    return origins
  }

  return (projectId) => {
    const cached = allowlists.get(projectId)
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY
    if (cached && age < ttlMs) {
      parameters.onLookup?.('hit')
      return Promise.resolve(cached.origins)
    }
    const stale = cached && age < ttlMs * 10
    parameters.onLookup?.(stale ? 'stale' : 'miss')
    let refresh = refreshing.get(projectId)
    if (!refresh) {
      refresh = fetchAllowedOrigins(projectId).finally(() => refreshing.delete(projectId))
      refreshing.set(projectId, refresh)
    }
    return stale ? Promise.resolve(cached.origins) : refresh
  }
}

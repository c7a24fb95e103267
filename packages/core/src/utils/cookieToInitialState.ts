import { STORE_VERSION } from '../constants.js'
import { getStorageKey } from '../internal/getStorageKey.js'
import type { LatchConfig, LatchInitialState } from '../types.js'
import { migrateState } from './migrateState.js'
import { readCookie } from './readCookie.js'

/**
 * The stored session read from a request's `Cookie` header (written by `cookieStorage`), for a page rendered
 * on a server: passed to `createLatch({ initialState })`, the server's HTML and the browser's first render
 * both show the session's account while it is restored. Undefined when there is none or it does not parse.
 *
 * @example
 * const initialState = cookieToInitialState({ projectId }, (await headers()).get('cookie'))
 */
export function cookieToInitialState(
  config: Pick<LatchConfig, 'projectId' | 'storageKey'>,
  cookie: string | null | undefined,
): LatchInitialState | undefined {
  const text = readCookie(cookie, getStorageKey(config))
  if (!text) return undefined
  try {
    const stored = JSON.parse(text) as { state?: unknown; version?: unknown }
    if (!stored || typeof stored !== 'object' || !stored.state || typeof stored.state !== 'object')
      return undefined
    const version = typeof stored.version === 'number' ? stored.version : 0
    return version === STORE_VERSION
      ? (stored.state as LatchInitialState)
      : migrateState(stored.state, version)
  } catch {
    return undefined
  }
}

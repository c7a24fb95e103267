import type { EmbeddedSession, refreshEmbeddedSessionRoute } from '@latch/api'
import { FrameError } from '@latch/frame-protocol'
import { ApiError, callApi, type FrameApi } from '../api/callApi.js'
import { getDeviceId, type StoredSession, withOriginLock } from '../storage.js'
import type { AccessToken, FrameState } from './frameState.js'
import type { SessionChange } from './walletContext.js'

export const NOT_LOGGED_IN = 'Log in with your e-mail first'

/** The session's tokens: kept after a login, and a fresh access token for each call that needs one. */
export type SessionTokens = {
  /** Keeps the tokens of a verified login or a refresh, with the account they are for. */
  keep(tokens: EmbeddedSession): Promise<void>
  /** A fresh access token, refreshed when it is about to expire; throws (4100) without a session. */
  accessToken(): Promise<string>
}

const fresh = (token: AccessToken | undefined): token is AccessToken =>
  token !== undefined && token.expiresAt - Date.now() > 30_000

/**
 * The session's tokens of the wallet. A refresh (with this device's id) is shared by concurrent callers, in this
 * frame or in another tab's, under a lock of the origin: the server rotates the refresh token, so a second
 * refresh with the same one is refused.
 *
 * @example
 * const tokens = createSessionTokens({ api, state, onSessionChanged })
 * await callApi<typeof authShareRoute>(api, 'GET /v1/embedded/shares/auth', { token: await tokens.accessToken() })
 */
export function createSessionTokens(context: {
  api: FrameApi
  state: FrameState
  onSessionChanged(change: SessionChange): void
}): SessionTokens {
  const { api, state } = context
  let refreshing: Promise<string> | undefined

  function keep(tokens: EmbeddedSession): Promise<void> {
    const access = { token: tokens.accessToken, expiresAt: Date.parse(tokens.accessExpiresAt) }
    state.setAccess(access)
    const session = state.session()
    return state.saveSession({
      access,
      email: tokens.email,
      social: tokens.social,
      refreshToken: tokens.refreshToken,
      address: tokens.address,
      // The Solana account follows from the key: kept while the key is the same one.
      solanaAddress:
        session?.address && session.address === tokens.address ? (session.solanaAddress ?? null) : null,
      chainId: state.chainId(),
    })
  }

  async function refresh(stored: StoredSession): Promise<string> {
    try {
      await keep(
        await callApi<typeof refreshEmbeddedSessionRoute>(api, 'POST /v1/embedded/sessions/refresh', {
          body: { refreshToken: stored.refreshToken, deviceId: await getDeviceId() },
        }),
      )
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await state.saveSession(undefined)
        state.setAccess(undefined)
        context.onSessionChanged({ isConnected: false })
        throw new FrameError('Your session has ended: log in again', { code: 4100 })
      }
      throw error
    }
    return (state.access() as AccessToken).token
  }

  /** The current access token when fresh, else the stored session refreshed; throws without a session. */
  async function freshOrRefreshed(): Promise<string> {
    await state.adoptStoredTokens()
    const access = state.access()
    if (fresh(access)) return access.token
    const session = state.session()
    if (!session) throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
    return refresh(session)
  }

  async function accessToken(): Promise<string> {
    await state.loaded
    await state.adoptStoredTokens()
    const access = state.access()
    if (fresh(access)) return access.token
    if (!state.session()) throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
    refreshing ??= withOriginLock(state.own('session'), freshOrRefreshed).finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  return { keep, accessToken }
}

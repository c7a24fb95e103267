import type {
  authShareRoute,
  revokeEmbeddedSessionRoute,
  startEmailLoginRoute,
  verifyEmailLoginRoute,
} from '@latch/api'
import { FrameError } from '@latch/frame-protocol'
import { callApi } from '../api/callApi.js'
import { fromBase64, withSecret } from '../custody.js'
import { frameLocale } from '../i18n/frameTexts.js'
import { getDeviceId } from '../storage.js'
import { readyKey } from './keyShares.js'
import { NOT_LOGGED_IN } from './sessionTokens.js'
import type { WalletContext } from './walletContext.js'

// A fresh re-authentication: the visitor proves, now, that they read the account's inbox, by a new code mailed to
// it. It is the server's e-mail login run again on this (already approved) device: the code is single-use, expires
// in 10 minutes, allows 5 attempts and is rate limited per address, network and project, all on the server. The
// verified login is a fresh session of its own, minutes old, used for the one thing that asked for it and then
// revoked: a stolen session token or an unattended unlocked device is not enough to reach what it guards.
// Whatever needs it (the key export today; a large send or a permission grant later) starts one here and shows
// its own code screen.

/** A session the visitor has just verified with a mailed code: good for one use, then `end`. */
export type FreshAuthentication = {
  /** The fresh session's access token (minutes old). */
  accessToken: string
  /** Revokes the fresh session on the server. */
  end(): Promise<void>
}

/** A re-authentication under way: the address the code went to, and the check of the code typed. */
export type Reauthentication = {
  email: string
  /** Checks `otp` at the server (a wrong, used or expired code rejects with the server's words). */
  verify(otp: string): Promise<FreshAuthentication>
}

/**
 * Mails a new code to the logged-in account's address for a fresh re-authentication.
 *
 * @example
 * const pending = await startReauthentication(context)
 * const fresh = await pending.verify('123456')
 * try { … } finally { await fresh.end() }
 */
export async function startReauthentication(context: WalletContext): Promise<Reauthentication> {
  const { api, state } = context
  const { address } = await readyKey(context)
  const email = state.session()?.email
  if (!email) throw new FrameError('This wallet has no e-mail address to confirm it is you', { code: 4100 })
  const started = await callApi<typeof startEmailLoginRoute>(api, 'POST /v1/embedded/email/start', {
    body: {
      projectId: api.projectId,
      email,
      deviceId: await getDeviceId(),
      origin: context.origin,
      locale: frameLocale(),
    },
  })
  // This device holds a share of the wallet, so the server approved it at the login: a code comes, not a link.
  if (started.action !== 'VERIFY_OTP') throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
  return {
    email,
    async verify(otp) {
      const session = await callApi<typeof verifyEmailLoginRoute>(api, 'POST /v1/embedded/email/verify', {
        token: started.token,
        body: { otp },
      })
      const end = async () => {
        await callApi<typeof revokeEmbeddedSessionRoute>(api, 'DELETE /v1/embedded/sessions', {
          token: session.accessToken,
        }).catch(() => {})
      }
      if (session.address?.toLowerCase() !== address.toLowerCase()) {
        await end()
        throw new FrameError('This code belongs to another wallet', { code: 4100 })
      }
      return { accessToken: session.accessToken, end }
    },
  }
}

/**
 * Combines the key's bytes from this device's share and the auth share released to the fresh session, for this
 * one use; the bytes are wiped once `use` settles.
 */
export async function withFreshSecret<T>(
  context: WalletContext,
  fresh: FreshAuthentication,
  use: (secret: Uint8Array) => Promise<T>,
): Promise<T> {
  const { share } = await readyKey(context)
  const { authShare } = await callApi<typeof authShareRoute>(context.api, 'GET /v1/embedded/shares/auth', {
    token: fresh.accessToken,
  })
  return withSecret([share, fromBase64(authShare)], use)
}

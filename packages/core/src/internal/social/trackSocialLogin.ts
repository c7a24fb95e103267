import type { Latch, SocialProvider } from '../../types.js'
import { recordEvent } from '../recordEvent.js'

/**
 * Runs a social or Farcaster login and reports it: SOCIAL_LOGIN_STARTED at once, then SOCIAL_LOGIN_SUCCESS,
 * SOCIAL_LOGIN_CANCELED when the visitor gave up (the provider's window blocked, closed or left unfinished, the
 * Farcaster channel declined or expired: the frame's code 4001), or SOCIAL_LOGIN_ERROR, each with the provider.
 * The login's own result or error passes through.
 *
 * @example
 * return trackSocialLogin(latch, 'google', () => runSocialLogin(latch, { provider: 'google', popup }))
 */
export async function trackSocialLogin<T>(
  latch: Latch,
  provider: SocialProvider,
  run: () => Promise<T>,
): Promise<T> {
  const properties = { provider }
  recordEvent(latch, { event: 'SOCIAL_LOGIN_STARTED', properties })
  try {
    const result = await run()
    recordEvent(latch, { event: 'SOCIAL_LOGIN_SUCCESS', properties })
    return result
  } catch (error) {
    const { name, code } = error as { name?: string; code?: unknown }
    const canceled = name === 'SocialLoginTimeoutError' || code === 4001
    recordEvent(latch, { event: canceled ? 'SOCIAL_LOGIN_CANCELED' : 'SOCIAL_LOGIN_ERROR', properties })
    throw error
  }
}

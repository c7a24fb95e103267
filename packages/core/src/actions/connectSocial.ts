import { trackSocialLogin } from '../internal/social/trackSocialLogin.js'
import type { Latch, SocialProvider } from '../types.js'
import { connectEmbeddedWallet } from './connectEmbeddedWallet.js'

export type ConnectSocialParameters = { provider: Exclude<SocialProvider, 'farcaster'> }
export type ConnectSocialReturnType = {
  /** The frame asks for the recovery password ('create' for a new account, 'enter' on a new device) before connecting. */
  recovery: 'create' | 'enter' | undefined
}
export type ConnectSocialErrorType =
  | import('../errors/social.js').SocialLoginTimeoutError
  | import('@latch/frame-protocol').FrameError

/** The sign-in window, centred over the page. */
function openPopup(): Window | null {
  const width = 500
  const height = 640
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  return window.open(
    'about:blank',
    'latch-social',
    `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}

/**
 * Logs in with a social provider through the embedded wallet's frame. Call it from the click itself: it opens
 * the sign-in window at once (a browser allows a popup only then), then loads the social login code, asks the
 * frame for the provider's URL, and waits for the provider to send the window back to the frame's origin. The
 * frame completes the login with the server. Without a recovery step the wallet is connected on return; with
 * one, show the frame (EmbeddedWalletRecovery) and call `connectEmbeddedWallet`.
 *
 * A blocked, closed or unfinished window fails with SocialLoginTimeoutError; nothing is stored then.
 *
 * @example
 * button.onclick = () => connectSocial(latch, { provider: 'google' })
 */
export async function connectSocial(
  latch: Latch,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const popup = openPopup()
  return trackSocialLogin(latch, parameters.provider, async () => {
    try {
      // The flow itself loads only when a social button is pressed.
      const { runSocialLogin } = await import('../internal/social/runSocialLogin.js')
      const result = await runSocialLogin(latch, { provider: parameters.provider, popup })
      // The identity is stored when the wallet connects (the frame's user carries it), not before.
      if (result.recovery === undefined) await connectEmbeddedWallet(latch)
      return result
    } catch (error) {
      if (popup && !popup.closed) popup.close()
      throw error
    }
  })
}

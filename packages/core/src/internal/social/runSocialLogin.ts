import { FRAME_REQUEST_TIMEOUT_MS } from '@latch/frame-protocol'
import { SocialLoginTimeoutError } from '../../errors/social.js'
import type { Latch, SocialProvider } from '../../types.js'
import { loadFrameClient } from '../loadFrameClient.js'

/** The frame's callback page posts this to the window that opened the popup. */
const CALLBACK_MESSAGE = 'latch:social-callback'
/** How often the widget looks whether the visitor closed the popup (a closed window sends no event). */
const CLOSED_CHECK_MS = 250

/**
 * Waits for the frame's callback page in `popup` to post the provider's callback URL, from the frame's origin
 * and from that window only. Fails when the window closes or the social login's timeout passes.
 */
function waitForCallback(popup: Window, frameOrigin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(closedCheck)
      clearTimeout(timer)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const data = event.data as { type?: unknown; resultUri?: unknown } | null
      if (data?.type !== CALLBACK_MESSAGE || typeof data.resultUri !== 'string') return
      if (!data.resultUri.startsWith(`${frameOrigin}/social/callback?`)) return
      stop()
      resolve(data.resultUri)
    }
    const closedCheck = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new SocialLoginTimeoutError({ reason: 'closed' }))
    }, CLOSED_CHECK_MS)
    const timer = setTimeout(() => {
      stop()
      reject(new SocialLoginTimeoutError({ reason: 'timeout' }))
    }, FRAME_REQUEST_TIMEOUT_MS)
    window.addEventListener('message', onMessage)
  })
}

/**
 * The social login after the click: the provider's URL from the frame ("get social redirect uri") into the
 * popup, the callback back to the frame ("connect social"). Resolves with the recovery step the frame asks
 * for, if any; the caller connects the wallet when there is none.
 */
export async function runSocialLogin(
  latch: Latch,
  parameters: { provider: Exclude<SocialProvider, 'farcaster'>; popup: Window | null },
): Promise<{ recovery: 'create' | 'enter' | undefined }> {
  const { popup, provider } = parameters
  if (!popup) throw new SocialLoginTimeoutError({ reason: 'blocked' })
  const client = await loadFrameClient(latch)
  const { uri } = await client.request('GET_SOCIAL_REDIRECT_URI', { provider })
  if (popup.closed) throw new SocialLoginTimeoutError({ reason: 'closed' })
  popup.location.href = uri
  const resultUri = await waitForCallback(popup, client.origin)
  popup.close()
  const result = await client.request('CONNECT_SOCIAL', { uri: resultUri })
  return { recovery: 'recovery' in result ? result.recovery : undefined }
}

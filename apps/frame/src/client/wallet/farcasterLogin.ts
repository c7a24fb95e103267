import type { connectFarcasterLoginRoute, startFarcasterLoginRoute } from '@latch/api'
import { FrameError, type FrameHandlers } from '@latch/frame-protocol'
import { callApi } from '../api/callApi.js'
import { getDeviceId } from '../storage.js'
import { completeIdentityLogin } from './completeLogin.js'
import type { WalletContext } from './walletContext.js'

/**
 * Sign In With Farcaster: a channel on the auth relay the server names, whose URL the widget shows; once the
 * visitor's Farcaster app completes it, the server verifies the signed message.
 */
export function farcasterLoginHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'> {
  const { api, state } = context
  return {
    async GET_FARCASTER_URI() {
      const started = await callApi<typeof startFarcasterLoginRoute>(
        api,
        'POST /v1/embedded/farcaster/start',
        {
          body: { projectId: api.projectId, deviceId: await getDeviceId(), origin: context.origin },
        },
      )
      // Sign In With Farcaster's client loads with the first Farcaster login, not with the wallet.
      const { openFarcasterChannel } = await import('../openFarcasterChannel.js')
      const channel = await openFarcasterChannel(started)
      state.startLogin('farcaster', { token: started.token, waitForSignature: channel.waitForSignature })
      return { url: channel.url }
    },
    async CONNECT_FARCASTER() {
      const pending = state.pendingLogin('farcaster')
      if (!pending) throw new FrameError('Ask for the Farcaster URL first')
      const signed = await pending.waitForSignature().finally(() => state.endLogin('farcaster'))
      const tokens = await callApi<typeof connectFarcasterLoginRoute>(
        api,
        'POST /v1/embedded/farcaster/connect',
        {
          token: pending.token,
          body: signed,
        },
      )
      return completeIdentityLogin(context, tokens)
    },
  }
}

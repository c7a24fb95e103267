import type { connectSocialLoginRoute, startSocialLoginRoute } from '@latch/api'
import { FrameError, type FrameHandlers, UserRejectedError } from '@latch/frame-protocol'
import { ApiError, callApi } from '../api/callApi.js'
import { getDeviceId } from '../storage.js'
import { completeIdentityLogin } from './completeLogin.js'
import type { WalletContext } from './walletContext.js'

/**
 * The social login (OpenID Connect, code flow with PKCE on the server): the provider's URL for the widget's
 * popup, then the callback URL the popup came back with.
 */
export function socialLoginHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL'> {
  const { api, state } = context
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const started = await callApi<typeof startSocialLoginRoute>(api, 'POST /v1/embedded/social/start', {
        body: { projectId: api.projectId, provider, deviceId: await getDeviceId(), origin: context.origin },
      })
      state.startLogin('social', { token: started.token })
      return { uri: started.uri }
    },
    async CONNECT_SOCIAL({ uri }) {
      const pending = state.pendingLogin('social')
      if (!pending) throw new FrameError('Start the social login first')
      state.endLogin('social')
      const tokens = await callApi<typeof connectSocialLoginRoute>(api, 'POST /v1/embedded/social/connect', {
        token: pending.token,
        body: { uri },
      }).catch((error: unknown) => {
        // The visitor said no at the provider: a declined request (4001), not a failure.
        if (error instanceof ApiError && error.code === 'SOCIAL_LOGIN_CANCELED')
          throw new UserRejectedError(error.message)
        throw error
      })
      return completeIdentityLogin(context, tokens)
    },
  }
}

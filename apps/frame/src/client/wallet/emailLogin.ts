import type { startEmailLoginRoute, verifyEmailLoginRoute, waitForDeviceRoute } from '@latch/api'
import { FrameError, type FrameHandlers } from '@latch/frame-protocol'
import { callApi } from '../api/callApi.js'
import { frameLocale } from '../i18n/frameTexts.js'
import { getDeviceId, loadDeviceShare } from '../storage.js'
import { completeLogin } from './completeLogin.js'
import type { WalletContext } from './walletContext.js'

/**
 * The e-mail login: the address, then the mailed six-digit code, or first the approval of this device through
 * the link mailed to a new one.
 */
export function emailLoginHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_OTP'> {
  const { api, state } = context
  return {
    async CONNECT_EMAIL({ email }) {
      await state.loaded
      const lower = email.toLowerCase()
      // Already logged in on this device with this address: nothing to mail.
      const session = state.session()
      if (session?.email === lower && session.address && (await loadDeviceShare(session.address))) {
        try {
          await context.tokens.accessToken()
          return { action: 'CONNECT' }
        } catch {
          // The stored session ended: log in again.
        }
      }
      const started = await callApi<typeof startEmailLoginRoute>(api, 'POST /v1/embedded/email/start', {
        body: {
          projectId: api.projectId,
          email: lower,
          deviceId: await getDeviceId(),
          origin: context.origin,
          // The code or device-approval e-mail is written in the visitor's language.
          locale: frameLocale(),
        },
      })
      state.startLogin('email', { token: started.token, email: lower })
      return { action: started.action }
    },
    async CONNECT_DEVICE() {
      const pending = state.pendingLogin('email')
      if (!pending) throw new FrameError('Enter your e-mail first')
      const { approved } = await callApi<typeof waitForDeviceRoute>(api, 'POST /v1/embedded/devices/wait', {
        token: pending.token,
      })
      if (!approved) throw new FrameError('Waiting for the device approval')
      return {}
    },
    async CONNECT_OTP({ otp }) {
      const pending = state.pendingLogin('email')
      if (!pending) throw new FrameError('Enter your e-mail first')
      const tokens = await callApi<typeof verifyEmailLoginRoute>(api, 'POST /v1/embedded/email/verify', {
        token: pending.token,
        body: { otp },
      })
      state.endLogin('email')
      return completeLogin(context, tokens)
    },
  }
}

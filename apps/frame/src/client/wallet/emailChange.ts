import type { updateEmailPrimaryRoute, updateEmailRoute, updateEmailSecondaryRoute } from '@latch/api'
import type { AppEventResult, FrameHandlers } from '@latch/frame-protocol'
import { callApi } from '../api/callApi.js'
import { frameLocale } from '../i18n/frameTexts.js'
import type { WalletContext } from './walletContext.js'

/** A new e-mail address for the account: a code to the current address, then one to the new address. */
export function emailChangeHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'> {
  const { api, state, tokens } = context
  return {
    async UPDATE_EMAIL({ email }) {
      return callApi<typeof updateEmailRoute>(api, 'POST /v1/embedded/email/update', {
        token: await tokens.accessToken(),
        // The codes are written in the language the visitor sees now.
        body: { email: email.toLowerCase(), locale: frameLocale() },
      })
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await callApi<typeof updateEmailPrimaryRoute>(api, 'POST /v1/embedded/email/update/primary', {
        token: await tokens.accessToken(),
        body: { otp },
      })
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const { email } = await callApi<typeof updateEmailSecondaryRoute>(
        api,
        'POST /v1/embedded/email/update/secondary',
        { token: await tokens.accessToken(), body: { otp } },
      )
      const session = state.session()
      if (session) await state.saveSession({ ...session, email })
      return { newEmail: email } satisfies AppEventResult<'UPDATE_EMAIL_SECONDARY_OTP'>
    },
  }
}

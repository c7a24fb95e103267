import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type VerifyUpdateEmailOtpParameters = { otp: string; step: 'primary' | 'secondary' }
export type VerifyUpdateEmailOtpReturnType = { email: string | undefined }

/**
 * Checks one code of an e-mail change: 'primary' (mailed to the current address), then 'secondary' (mailed to
 * the new one), after which the stored e-mail is the new address.
 *
 * @example
 * await verifyUpdateEmailOtp(latch, { step: 'primary', otp: '123456' })
 */
export async function verifyUpdateEmailOtp(
  latch: Latch,
  parameters: VerifyUpdateEmailOtpParameters,
): Promise<VerifyUpdateEmailOtpReturnType> {
  const client = await loadFrameClient(latch)
  if (parameters.step === 'primary') {
    await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: parameters.otp })
    return { email: undefined }
  }
  const { newEmail } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: parameters.otp })
  latch.store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, email: newEmail } }))
  trackEvent(latch, { event: 'EMAIL_EDIT_COMPLETE' })
  return { email: newEmail }
}

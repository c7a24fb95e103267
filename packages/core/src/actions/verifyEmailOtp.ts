import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { connectEmbeddedWallet } from './connectEmbeddedWallet.js'
import { trackEvent } from './trackEvent.js'

export type VerifyEmailOtpParameters = { otp: string }
export type VerifyEmailOtpReturnType = {
  /** The frame asks for the recovery password ('create' for a new wallet, 'enter' on a new device) before connecting. */
  recovery: 'create' | 'enter' | undefined
}

/**
 * Sends the mailed six-digit code to the frame. Without a recovery step the wallet is connected at once;
 * with one, show the frame (EmbeddedWalletRecovery) and call `connectEmbeddedWallet`, which waits for it.
 *
 * @example
 * const { recovery } = await verifyEmailOtp(latch, { otp: '123456' })
 */
export async function verifyEmailOtp(
  latch: Latch,
  parameters: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  const client = await loadFrameClient(latch)
  let recovery: VerifyEmailOtpReturnType['recovery']
  try {
    ;({ recovery } = await client.request('CONNECT_OTP', { otp: parameters.otp }))
  } catch (error) {
    trackEvent(latch, { event: 'EMAIL_VERIFICATION_CODE_FAIL' })
    throw error
  }
  trackEvent(latch, { event: 'EMAIL_VERIFICATION_CODE_PASS' })
  if (!recovery) await connectEmbeddedWallet(latch)
  return { recovery }
}

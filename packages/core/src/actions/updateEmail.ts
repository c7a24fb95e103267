import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type UpdateEmailParameters = { email: string }
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }

/**
 * Starts changing the embedded wallet's e-mail address: a code goes to the current address and one to the
 * new one; both must be entered (`verifyUpdateEmailOtp`), the current address's first.
 *
 * @example
 * await updateEmail(latch, { email: 'new@example.com' })
 */
export async function updateEmail(
  latch: Latch,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  trackEvent(latch, { event: 'EMAIL_EDIT' })
  const client = await loadFrameClient(latch)
  return client.request('UPDATE_EMAIL', { email: parameters.email.trim() })
}

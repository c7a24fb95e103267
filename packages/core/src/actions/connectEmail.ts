import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { connectEmbeddedWallet } from './connectEmbeddedWallet.js'
import { trackEvent } from './trackEvent.js'

export type ConnectEmailParameters = { email: string }
export type ConnectEmailReturnType = { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
export type ConnectEmailErrorType = import('@latch/frame-protocol').FrameError

/**
 * Starts an e-mail login in the embedded wallet's frame (loading it first). VERIFY_OTP: a code was mailed;
 * VERIFY_DEVICE: a new device must be approved from the inbox first; CONNECT: this device is still logged in,
 * and the wallet is connected already. Failures carry the frame's text (e.g. the 30 s wait between e-mails).
 *
 * @example
 * const { action } = await connectEmail(latch, { email: 'ada@example.com' })
 */
export async function connectEmail(
  latch: Latch,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  trackEvent(latch, { event: 'EMAIL_SUBMITTED' })
  const client = await loadFrameClient(latch)
  const { action } = await client.request('CONNECT_EMAIL', { email: parameters.email.trim() })
  if (action === 'VERIFY_OTP') trackEvent(latch, { event: 'EMAIL_VERIFICATION_CODE_SENT' })
  if (action === 'CONNECT') await connectEmbeddedWallet(latch)
  return { action }
}

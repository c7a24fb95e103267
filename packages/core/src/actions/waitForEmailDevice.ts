import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type WaitForEmailDeviceReturnType = undefined

/**
 * Waits (up to 30 s; call again to keep waiting) until the visitor opens the device-approval link mailed to
 * them; then the code is mailed.
 *
 * @example
 * await waitForEmailDevice(latch)
 */
export async function waitForEmailDevice(latch: Latch): Promise<WaitForEmailDeviceReturnType> {
  const client = await loadFrameClient(latch)
  await client.request('CONNECT_DEVICE', undefined)
  trackEvent(latch, { event: 'DEVICE_REGISTERED_FOR_EMAIL' })
  trackEvent(latch, { event: 'EMAIL_VERIFICATION_CODE_SENT' })
}

import type { Latch } from '../types.js'

/**
 * The server URL of a catalogue wallet's icon.
 *
 * @example
 * getWalletImageUrl(latch, wallet.image_id)
 */
export function getWalletImageUrl(latch: Latch, imageId: string): string {
  return `${latch.config.apiUrl}/getWalletImage/${encodeURIComponent(imageId)}`
}

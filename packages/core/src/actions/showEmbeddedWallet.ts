import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'

export type ShowEmbeddedWalletParameters = { visible: boolean }

/**
 * Shows or hides the embedded wallet's frame where the modal places it (its `latch-frame` slot): the
 * ApproveTransaction view and the recovery password. Loads the frame when it is not loaded yet.
 *
 * @example
 * showEmbeddedWallet(latch, { visible: true })
 */
export async function showEmbeddedWallet(
  latch: Latch,
  parameters: ShowEmbeddedWalletParameters,
): Promise<void> {
  const client = await loadFrameClient(latch)
  client.setVisible(parameters.visible)
}

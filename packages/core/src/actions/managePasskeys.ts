import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'

export type ManagePasskeysReturnType = undefined
export type ManagePasskeysErrorType = import('@latch/frame-protocol').FrameError

/**
 * Shows the embedded wallet's passkeys on the frame's own screen (list, add, remove; show the frame where the
 * modal places it) and resolves once the visitor is done. Needs a logged-in embedded wallet.
 *
 * @example
 * await managePasskeys(latch)
 */
export async function managePasskeys(latch: Latch): Promise<ManagePasskeysReturnType> {
  const client = await loadFrameClient(latch)
  await client.request('MANAGE_PASSKEYS', {})
  return undefined
}

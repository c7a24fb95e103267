import type { Latch } from '../types.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'

/**
 * The visitor cancels sign-in. When sign-in is required the wallet is disconnected (and the modal returns
 * to Connect); otherwise the modal just closes and the visitor stays connected without a session.
 *
 * @example
 * await cancelSiwx(latch)
 */
export async function cancelSiwx(latch: Latch): Promise<void> {
  if (latch.config.siwx?.getRequired?.()) {
    await disconnect(latch)
    latch.store.setState({ router: { view: 'Connect', history: [] } })
  }
  closeModal(latch)
}

import { openModalView } from '../openModalView.js'
import { pushRoute } from '../pushRoute.js'
import type { FrameSession } from './frameSession.js'

/**
 * A signature or a transaction: the modal shows the frame's approval (ApproveTransaction) until the visitor
 * answers there. An open modal returns to the view it showed; a modal opened for it closes again.
 */
export async function requestApproval(
  session: FrameSession,
  request: { method: string; params: unknown; caipNetworkId?: string | undefined },
): Promise<unknown> {
  const { latch, messenger } = session
  const { modal, router } = latch.store.getState()
  const wasOpen = modal.open
  const previous = router
  if (wasOpen) pushRoute(latch, { view: 'ApproveTransaction' })
  else openModalView(latch, { view: 'ApproveTransaction' })
  try {
    return await messenger.request('RPC_REQUEST', {
      method: request.method,
      params: request.params,
      chainId: session.chainId,
      ...(request.caipNetworkId ? { caipNetworkId: request.caipNetworkId } : {}),
    })
  } finally {
    const now = latch.store.getState()
    if (now.router.view === 'ApproveTransaction') {
      if (wasOpen) latch.store.setState({ router: previous })
      else
        latch.store.setState((s) => ({
          router: { view: s.connections.length > 0 ? 'Account' : 'Connect', history: [] },
          modal: { ...s.modal, open: false, loading: false },
        }))
    }
  }
}

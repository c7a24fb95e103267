import type { Latch, ViewName } from '../types.js'
import { getOpeningView } from './getOpeningView.js'

export type SetModalEmbeddedParameters = { embedded: boolean }

/** Views that need no connection: a visitor who disconnects elsewhere stays on them. */
const connectFlowViews: readonly ViewName[] = [
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Networks',
]
/** Views a visitor leaves for Account once connected (a connecting view closes itself when it succeeds). */
const walletChoiceViews: readonly ViewName[] = ['Connect', 'ConnectWallets', 'AllWallets']

/**
 * Switches the modal between a dialog and a widget embedded in the page (`<LatchEmbedded />` calls it when
 * it mounts and unmounts). Embedded, the widget is always shown: it starts on the opening rule's view,
 * `openModal` only changes its view, `closeModal` returns it to Account when connected, otherwise Connect,
 * and it follows the connection made or ended elsewhere (a restored session, the dApp's own disconnect).
 * Back to a dialog, the modal is closed.
 *
 * @example
 * setModalEmbedded(latch, { embedded: true })
 */
export function setModalEmbedded(latch: Latch, parameters: SetModalEmbeddedParameters): void {
  const { modal } = latch.store.getState()
  if (parameters.embedded === modal.embedded) return
  latch.internal.stopEmbedded?.()
  latch.internal.stopEmbedded = undefined
  if (!parameters.embedded) {
    latch.store.setState({ modal: { ...modal, embedded: false, open: false, loading: false } })
    return
  }
  latch.store.setState({
    modal: { ...modal, embedded: true, open: true, openedOnce: true },
    // A dialog that was open keeps its view; otherwise the widget starts where the opening rule says.
    ...(modal.open ? {} : { router: { view: getOpeningView(latch), history: [] } }),
  })
  latch.internal.stopEmbedded = latch.store.subscribe(
    (state) => state.connections.length > 0,
    (connected) => {
      const { view } = latch.store.getState().router
      if (connected ? walletChoiceViews.includes(view) : !connectFlowViews.includes(view))
        latch.store.setState({ router: { view: connected ? 'Account' : 'Connect', history: [] } })
    },
  )
}

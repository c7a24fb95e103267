import type { Latch, ViewName } from '../types.js'
import { getIsMobile } from './getIsMobile.js'

export type GetOpeningViewParameters = { view?: ViewName | undefined }

/**
 * The view the modal opens on: the requested view if one is given; otherwise Account when an address is
 * connected, otherwise Connect. With no adapters and no address it is AllWallets on mobile and
 * ConnectingWalletConnectBasic on desktop.
 *
 * @example
 * getOpeningView(latch) // 'Connect'
 */
export function getOpeningView(latch: Latch, parameters: GetOpeningViewParameters = {}): ViewName {
  if (parameters.view) return parameters.view
  const { connections } = latch.store.getState()
  if (connections.length > 0) return 'Account'
  if (latch.config.adapters.length === 0)
    return getIsMobile(latch) ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

import type { Connector, Latch, RecentWallet, ViewName, WalletEntry } from '../types.js'
import { navigate } from './navigate.js'
import { trackEvent } from './trackEvent.js'

export type SelectWalletParameters = {
  /** An installed connector, chosen directly. */
  connectorId?: string
  /** A catalogue or recent wallet. */
  wallet?: WalletEntry | RecentWallet
}
export type SelectWalletReturnType = { view: ViewName; connector: Connector | undefined }

/**
 * The visitor chose a wallet: ConnectingExternal when a matching connector is installed, otherwise
 * ConnectingWalletConnect.
 *
 * @example
 * selectWallet(latch, { wallet })
 */
export function selectWallet(latch: Latch, parameters: SelectWalletParameters): SelectWalletReturnType {
  const connector = findInstalledConnector(latch.store.getState().connectors, parameters)
  const name = connector?.name ?? parameters.wallet?.name ?? parameters.connectorId ?? ''
  const view: ViewName = connector ? 'ConnectingExternal' : 'ConnectingWalletConnect'
  trackEvent(latch, {
    event: 'SELECT_WALLET',
    properties: {
      name,
      platform: connector ? 'browser' : 'qrcode',
      ...(parameters.wallet ? { walletId: parameters.wallet.id } : {}),
    },
  })
  navigate(latch, {
    view,
    data: {
      ...(connector ? { connectorId: connector.id } : {}),
      ...(parameters.wallet ? { wallet: parameters.wallet } : {}),
    },
  })
  return { view, connector }
}

/** The installed connector of a wallet: by connector id, by rdns, or by catalogue id. */
export function findInstalledConnector(
  connectors: readonly Connector[],
  parameters: SelectWalletParameters,
): Connector | undefined {
  const { connectorId, wallet } = parameters
  const rdns = wallet && 'rdns' in wallet ? wallet.rdns : undefined
  return connectors.find(
    (c) =>
      (connectorId !== undefined && c.id === connectorId) ||
      (rdns ? c.info?.rdns === rdns : false) ||
      (wallet ? c.explorerId === wallet.id || c.id === wallet.id : false),
  )
}

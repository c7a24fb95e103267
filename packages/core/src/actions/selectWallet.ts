import type { Connector, InWalletBrowser, Latch, RecentWallet, ViewName, WalletEntry } from '../types.js'
import { getIsMobile } from './getIsMobile.js'
import { navigate } from './navigate.js'
import { trackEvent } from './trackEvent.js'

export type SelectWalletParameters = {
  /** An installed connector, chosen directly. */
  connectorId?: string
  /** A catalogue or recent wallet. */
  wallet?: WalletEntry | RecentWallet
}
export type SelectWalletReturnType = {
  /** The view shown next; the current one when the wallet's own browser opens instead. */
  view: ViewName
  connector: Connector | undefined
  /**
   * On a phone, for a wallet that connects only inside its own browser and is not on the page: the link that
   * opens this page there. The caller opens it in the task of the tap (universal links need the gesture).
   */
  browseLink?: string
}

/**
 * The visitor chose a wallet: ConnectingExternal when a matching connector is installed; on a phone, a wallet
 * that connects only in its own browser (an adapter's `inWalletBrowsers`) gets the link opening the page
 * there; otherwise ConnectingWalletConnect.
 *
 * @example
 * const { browseLink } = selectWallet(latch, { wallet })
 * if (browseLink) window.open(browseLink, '_self')
 */
export function selectWallet(latch: Latch, parameters: SelectWalletParameters): SelectWalletReturnType {
  const installed = findInstalledConnector(latch.store.getState().connectors, parameters)
  const inWallet = installed || !parameters.wallet ? undefined : findInWalletBrowser(latch, parameters.wallet)
  // A wallet that connects in its own browser is on the page under its own name (this is its browser).
  const connector = installed ?? inWallet?.connector
  const name = connector?.name ?? parameters.wallet?.name ?? parameters.connectorId ?? ''
  const browseLink =
    !connector && inWallet && getIsMobile(latch) && typeof location !== 'undefined'
      ? inWallet.browser.browseLink({ href: location.href, origin: location.origin })
      : undefined
  if (browseLink) {
    trackEvent(latch, {
      event: 'SELECT_WALLET',
      properties: { name, platform: 'mobile', walletId: parameters.wallet?.id },
    })
    return { view: latch.store.getState().router.view, connector: undefined, browseLink }
  }
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

/** The adapter's wallet that connects only in its own browser, and its connector when the page has it. */
function findInWalletBrowser(
  latch: Latch,
  wallet: WalletEntry | RecentWallet,
): { browser: InWalletBrowser; connector: Connector | undefined } | undefined {
  const ids = [wallet.id, wallet.rdns, 'explorer_id' in wallet ? wallet.explorer_id : undefined]
  for (const adapter of latch.config.adapters) {
    const browser = adapter.profile?.inWalletBrowsers?.find((b) =>
      ids.some((id) => id && b.walletIds.includes(id)),
    )
    if (!browser) continue
    const connector = latch.store
      .getState()
      .connectors.find((c) => c.chain === adapter.namespace && c.name === browser.name)
    return { browser, connector }
  }
  return undefined
}

import type { AdapterContext, Connector } from '@latch/core'

/**
 * A connector a dApp adds to the eip155 adapter, built on a wallet's own SDK (which loads only when the wallet
 * is used), such as `coinbaseWallet()`. Its code, merge rule included, is in the page only when the dApp
 * imports it.
 */
export type Eip155SdkConnector = {
  /** The page's connectors (in discovery order) with this one merged in. */
  merge(context: AdapterContext, found: readonly Connector[]): Connector[]
}

/**
 * The page's connectors with one SDK connector merged in. When the SDK drives the wallet's browser extension
 * (`rdns` given), the extension's entry (its EIP-6963 announcement, or its legacy `window.ethereum`) is listed
 * as the SDK connector, once, in the extension's place: it takes the extension's name, icon and type, so it
 * shows as installed. Without the extension the SDK connector comes after the browser wallets.
 *
 * @example
 * withSdkConnector(found, 'com.coinbase.wallet', (installed) => coinbaseConnector(installed))
 */
export function withSdkConnector(
  found: readonly Connector[],
  rdns: string | undefined,
  connector: (installed: Connector | undefined) => Connector,
): Connector[] {
  const index = rdns === undefined ? -1 : found.findIndex((c) => c.info?.rdns === rdns)
  if (index === -1) return [...found, connector(undefined)]
  const merged = connector(found[index])
  // An extension seen twice (announced, and as window.ethereum) is still one wallet: the first, announced, wins.
  return found.flatMap((c, i) => (i === index ? [merged] : c.info?.rdns === rdns ? [] : [c]))
}

import type { Adapter, AdapterContext, Connector } from '@latch/core'

/**
 * An adapter whose discovery also lists one connector built on a wallet's own SDK (which loads only when that
 * wallet is used), merged by `withSdkConnector`. The adapter itself is unchanged: a page that adds no SDK
 * connector carries none of this code.
 *
 * @example
 * withSdkConnectorOf(eip155Adapter(), 'com.coinbase.wallet', (context, installed) => coinbaseConnector(context, installed))
 */
export function withSdkConnectorOf(
  adapter: Adapter,
  rdns: string | undefined,
  connector: (context: AdapterContext, installed: Connector | undefined) => Connector,
): Adapter {
  return {
    ...adapter,
    discover(discovery) {
      let reported = false
      const setConnectors = (found: readonly Connector[]) => {
        reported = true
        discovery.setConnectors(withSdkConnector(found, rdns, (installed) => connector(discovery, installed)))
      }
      const stop = adapter.discover?.({ ...discovery, setConnectors }) ?? (() => {})
      // The adapter reports only changes: on a page without browser wallets the SDK connector is listed here.
      if (!reported) setConnectors([])
      return stop
    },
  }
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
  if (index === -1) {
    // Beside the browser wallets, before remote pairing.
    const pairing = found.findIndex((c) => c.type === 'WALLET_CONNECT')
    const at = pairing === -1 ? found.length : pairing
    return [...found.slice(0, at), connector(undefined), ...found.slice(at)]
  }
  const merged = connector(found[index])
  // An extension seen twice (announced, and as window.ethereum) is still one wallet: the first, announced, wins.
  return found.flatMap((c, i) => (i === index ? [merged] : c.info?.rdns === rdns ? [] : [c]))
}

import type { Adapter, Connector } from '@latch/core'
import { getWalletConnectLink } from './walletConnect/getWalletConnectLink.js'
import { watchInjectedConnectors } from './watchInjectedConnectors.js'
import type { Eip155SdkConnector } from './withSdkConnectors.js'

export type Eip155AdapterParameters = {
  /** Connectors built on a wallet's own SDK, loaded only when that wallet is used: `[coinbaseWallet()]`. */
  connectors?: readonly Eip155SdkConnector[]
}
export type Eip155AdapterReturnType = Adapter

/**
 * The EVM adapter. It is a light descriptor: finding the page's wallets needs no chain library, and the
 * part built on viem (connect, switch, balances) is loaded with `import()` the first time it is needed.
 * With `walletConnect` in the instance's config it adds the 'walletConnect' connector, whose SDK loads
 * only when remote pairing is used; an SDK connector (`coinbaseWallet()`) loads its SDK only when chosen.
 *
 * @example
 * createLatch({ projectId, networks, adapters: [eip155Adapter()] })
 */
export function eip155Adapter(parameters: Eip155AdapterParameters = {}): Eip155AdapterReturnType {
  const sdkConnectors = parameters.connectors ?? []
  return {
    namespace: 'eip155',
    discover(discovery) {
      const walletConnect = getWalletConnectLink(discovery)
      const report = (found: readonly Connector[]) => {
        const connectors = sdkConnectors.reduce((list, sdk) => sdk.merge(discovery, list), [...found])
        discovery.setConnectors(walletConnect ? [...connectors, walletConnect.connector] : connectors)
      }
      // Reported at once: the injected watcher reports only changes, and a page may have no browser wallet.
      if (walletConnect || sdkConnectors.length) report([])
      return watchInjectedConnectors({ onChange: report })
    },
    load: (context) =>
      import('./createEip155Runtime.js').then(({ createEip155Runtime }) => createEip155Runtime(context)),
  }
}

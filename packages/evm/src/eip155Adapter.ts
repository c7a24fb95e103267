import { type Adapter, eip155Profile } from '@latch/core'
import { getWalletConnectLink } from './walletConnect/getWalletConnectLink.js'
import type { WalletConnectReturnType } from './walletConnect/walletConnect.js'
import { watchInjectedConnectors } from './watchInjectedConnectors.js'

export type Eip155AdapterParameters = {
  /**
   * Remote pairing: `walletConnect()` from `@latch/evm/walletconnect`, with `walletConnect` in the instance's
   * config. Without it the adapter lists no WalletConnect connector, and the app needs no WalletConnect SDK.
   */
  walletConnect?: WalletConnectReturnType | undefined
}
export type Eip155AdapterReturnType = Adapter

/**
 * The EVM adapter. It is a light descriptor: finding the page's wallets needs no chain library, and the
 * part built on viem (connect, switch, balances) is loaded with `import()` the first time it is needed.
 * Given `walletConnect()`, with `walletConnect` in the instance's config, it adds the 'walletConnect'
 * connector, whose SDK loads only when remote pairing is used.
 *
 * @example
 * createLatch({ projectId, networks, adapters: [eip155Adapter()] })
 */
export function eip155Adapter(parameters: Eip155AdapterParameters = {}): Eip155AdapterReturnType {
  return {
    namespace: 'eip155',
    profile: eip155Profile,
    discover(discovery) {
      const walletConnect = getWalletConnectLink(discovery, parameters.walletConnect)
      // Reported at once: the injected watcher reports only changes, and a page may have no browser wallet.
      if (walletConnect) discovery.setConnectors([walletConnect.connector])
      return watchInjectedConnectors({
        onChange: (connectors) =>
          discovery.setConnectors(walletConnect ? [...connectors, walletConnect.connector] : connectors),
      })
    },
    // The module object, not destructured: Vite rewrites a destructured `import()` into a longer form, and
    // this is in every app's first bundle.
    load: (context) =>
      import('./createEip155Runtime.js').then((module) =>
        module.createEip155Runtime(context, parameters.walletConnect),
      ),
  }
}

import { type Adapter, CONNECTOR_IDS, type Connector } from '@latch/core'
import { watchPolkadotConnectors } from './injected/watchPolkadotConnectors.js'

export type PolkadotAdapterParameters = Record<string, never>

/** The polkadot side of remote pairing: the WalletConnect session's Polkadot account (the eip155 adapter pairs). */
const walletConnectConnector: Connector = {
  id: CONNECTOR_IDS.walletConnect,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'polkadot',
}
export type PolkadotAdapterReturnType = Adapter

/**
 * The Polkadot adapter. A light descriptor: extension wallets are found in `window.injectedWeb3` (no chain
 * library), and the part that talks to the chain (`@polkadot/api`, `@polkadot/util-crypto`) loads with
 * `import()` the first time a Polkadot network is used. With `walletConnect` in the config, the WalletConnect
 * session the eip155 adapter pairs carries the polkadot namespace too.
 *
 * @example
 * createLatch({ projectId, networks: [polkadot], adapters: [polkadotAdapter()] })
 */
export function polkadotAdapter(_parameters: PolkadotAdapterParameters = {}): PolkadotAdapterReturnType {
  return {
    namespace: 'polkadot',
    discover(discovery) {
      const walletConnect = discovery.config.walletConnect ? [walletConnectConnector] : []
      if (walletConnect.length) discovery.setConnectors(walletConnect)
      return watchPolkadotConnectors({
        context: discovery,
        onChange: (connectors) => discovery.setConnectors([...connectors, ...walletConnect]),
      })
    },
    load: (context) =>
      import('./runtime/createPolkadotRuntime.js').then(({ createPolkadotRuntime }) =>
        createPolkadotRuntime(context),
      ),
  }
}

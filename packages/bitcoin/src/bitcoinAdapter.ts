import { type Adapter, CONNECTOR_IDS, type Connector } from '@latch/core'
import { watchBitcoinConnectors } from './walletStandard/watchBitcoinConnectors.js'

export type BitcoinAdapterParameters = Record<string, never>

/** The bip122 side of remote pairing: the WalletConnect session's Bitcoin account (the eip155 adapter pairs). */
const walletConnectConnector: Connector = {
  id: CONNECTOR_IDS.walletConnect,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'bip122',
}
export type BitcoinAdapterReturnType = Adapter

/**
 * The Bitcoin (bip122) adapter. A light descriptor: Bitcoin wallets are found through the Wallet Standard
 * (DOM events, no chain library), and the part that builds and checks transactions (`@scure/btc-signer`,
 * Esplora) loads with `import()` the first time a Bitcoin network is used. With `walletConnect` in the config, the
 * WalletConnect session the eip155 adapter pairs carries the bip122 namespace too.
 *
 * @example
 * createLatch({ projectId, networks: [bitcoin, bitcoinTestnet], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(_parameters: BitcoinAdapterParameters = {}): BitcoinAdapterReturnType {
  return {
    namespace: 'bip122',
    discover(discovery) {
      const walletConnect = discovery.config.walletConnect ? [walletConnectConnector] : []
      if (walletConnect.length) discovery.setConnectors(walletConnect)
      return watchBitcoinConnectors({
        context: discovery,
        onChange: (connectors) => discovery.setConnectors([...connectors, ...walletConnect]),
      })
    },
    load: (context) =>
      import('./runtime/createBitcoinRuntime.js').then(({ createBitcoinRuntime }) =>
        createBitcoinRuntime(context),
      ),
  }
}

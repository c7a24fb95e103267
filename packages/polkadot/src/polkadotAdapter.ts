import type { NamespaceProfile } from '@latch/core'
import { type Adapter, CONNECTOR_IDS, type Connector, joinWalletConnectSession } from '@latch/core'
import { watchPolkadotConnectors } from './injected/watchPolkadotConnectors.js'
import { polkadot } from './networks/polkadot.js'
import { polkadotWalletConnect } from './walletConnect/polkadotWalletConnect.js'

declare module '@latch/core' {
  interface KnownChainNamespaces {
    polkadot: true
  }
}

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
 * Polkadot as the widget sees it: SS58 addresses (base58 of a network prefix, the key and a checksum, which the
 * runtime checks against the chain's prefix before it signs); a transfer priced by its weight, by the runtime;
 * balances read from the chain, since the data API serves no Polkadot network.
 */
const polkadotProfile: NamespaceProfile = {
  label: 'Polkadot',
  isValidAddress: (value) => /^[1-9A-HJ-NP-Za-km-z]{46,50}$/.test(value),
  fee: { gasUnits: 1n, sendsGasPrice: false, shownIn: 'usd' },
  balances: { source: 'chain', countsMempool: false },
  features: { send: true, names: false, onramp: false, activity: true, embeddedWallet: false },
  defaultAccountType: 'eoa',
  networks: [polkadot],
}

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
    profile: polkadotProfile,
    discover(discovery) {
      const walletConnect = joinWalletConnectSession(discovery, polkadotWalletConnect)
        ? [walletConnectConnector]
        : []
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

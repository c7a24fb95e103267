import type { Adapter, AdapterContext, Connector } from '@latch/core'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnectorId.js'
import { watchSolanaConnectors } from './walletStandard/watchSolanaConnectors.js'

export type SolanaAdapterParameters = Record<string, never>
export type SolanaAdapterReturnType = Adapter

/** The solana side of remote pairing: the WalletConnect session's Solana account (the eip155 adapter pairs). */
function walletConnectConnector(context: AdapterContext): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'solana',
    provider: {
      request: (args) =>
        import('./requestSolanaWallet.js').then(({ requestSolanaWallet }) =>
          requestSolanaWallet(context, WALLET_CONNECT_CONNECTOR_ID, args),
        ),
    },
  }
}

/**
 * The Solana adapter. A light descriptor: Solana wallets are found through the Wallet Standard (DOM events,
 * no chain library), and the part built on `@solana/kit` (connect, balances, signing, sends) loads with
 * `import()` the first time a Solana network is used. With `walletConnect` in the config, the WalletConnect
 * session the eip155 adapter pairs carries the solana namespace too.
 *
 * @example
 * createLatch({ projectId, networks: [solana, solanaDevnet], adapters: [eip155Adapter(), solanaAdapter()] })
 */
export function solanaAdapter(_parameters: SolanaAdapterParameters = {}): SolanaAdapterReturnType {
  return {
    namespace: 'solana',
    discover(discovery) {
      const walletConnect = discovery.config.walletConnect ? [walletConnectConnector(discovery)] : []
      if (walletConnect.length) discovery.setConnectors(walletConnect)
      return watchSolanaConnectors({
        context: discovery,
        onChange: (connectors) => discovery.setConnectors([...connectors, ...walletConnect]),
      })
    },
    load: (context) =>
      import('./runtime/createSolanaRuntime.js').then(({ createSolanaRuntime }) =>
        createSolanaRuntime(context),
      ),
  }
}

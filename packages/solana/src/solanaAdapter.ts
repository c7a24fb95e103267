import type { NamespaceProfile } from '@latch/core'
import { type Adapter, type AdapterContext, type Connector, joinWalletConnectSession } from '@latch/core'
import { solana } from './networks/solana.js'
import { solanaDevnet } from './networks/solanaDevnet.js'
import { solanaTestnet } from './networks/solanaTestnet.js'
import { solanaInWalletBrowsers } from './solanaInWalletBrowsers.js'
import { solanaWalletConnect } from './walletConnect/solanaWalletConnect.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnectorId.js'
import { watchSolanaConnectors } from './walletStandard/watchSolanaConnectors.js'

declare module '@latch/core' {
  interface KnownChainNamespaces {
    solana: true
  }
}

export type SolanaAdapterParameters = Record<string, never>
export type SolanaAdapterReturnType = Adapter

/**
 * Solana as the widget sees it: base58 addresses of 32 to 44 characters; a fee the server quotes as a transfer's
 * whole cost in lamports, a fraction of a cent, so shown in SOL; sends of SOL and SPL tokens; the on-ramp and
 * the embedded wallet deliver here too. There is no name service on Solana. Phantom, Solflare, Backpack and
 * Coinbase connect only inside their own apps' browsers: on a phone without them, choosing one opens the page there.
 */
const solanaProfile: NamespaceProfile = {
  label: 'Solana',
  isValidAddress: (value) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value),
  fee: { gasUnits: 1n, sendsGasPrice: false, shownIn: 'coin' },
  balances: { source: 'dataApi', countsMempool: false },
  sendFailedText: 'sendFailedSolana',
  features: { send: true, names: false, onramp: true, activity: true, embeddedWallet: true },
  defaultAccountType: 'eoa',
  inWalletBrowsers: solanaInWalletBrowsers,
  networks: [solana, solanaDevnet, solanaTestnet],
}

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
    profile: solanaProfile,
    discover(discovery) {
      const walletConnect = joinWalletConnectSession(discovery, solanaWalletConnect)
        ? [walletConnectConnector(discovery)]
        : []
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

import {
  type Adapter,
  type AdapterContext,
  CONNECTOR_IDS,
  type Eip1193Provider,
  getAdapterService,
} from '@latch/core'
import { createLazyConnector } from '../createLazyConnector.js'
import { withSdkConnectorOf } from '../withSdkConnectors.js'

/** The Coinbase Wallet's rdns (EIP-6963) and its id in the wallet catalogue. */
export const COINBASE_WALLET_RDNS = 'com.coinbase.wallet'

export type CoinbaseWalletParameters = {
  /** Shown in the Coinbase popup. Default: the instance's `metadata.name`, else the page's title. */
  appName?: string
  /** Default: the first of the instance's `metadata.icons`. */
  appLogoUrl?: string
  /**
   * 'all' (default): the Smart Wallet (passkeys, in a popup on keys.coinbase.com), the extension when it is
   * installed, and the mobile app; 'smartWalletOnly' leaves the extension to its own EIP-6963 entry;
   * 'eoaOnly' the extension and the mobile app only.
   */
  preference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
}

/** The Coinbase connector's provider: EIP-1193, and an end to the SDK's session on disconnect. */
export type CoinbaseLinkProvider = Eip1193Provider & { endSession(): Promise<void> }

const FORWARDED_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect', 'connect'] as const

function createCoinbaseLink(
  context: AdapterContext,
  parameters: CoinbaseWalletParameters,
): CoinbaseLinkProvider {
  // This file is in the first bundle of every app with Coinbase: ending the session, like the SDK, is in the
  // module loaded on demand, taken as a module object (Vite rewrites a destructured `import()` longer).
  const sdk = () => import('./createCoinbaseProvider.js')
  const {
    connector: { provider },
    load,
  } = createLazyConnector(
    { id: CONNECTOR_IDS.coinbaseWalletSDK, name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155' },
    () => sdk().then((module) => module.createCoinbaseProvider(context.config, parameters)),
    FORWARDED_EVENTS,
  )
  return {
    ...provider,
    endSession: () => Promise.all([sdk(), load()]).then(([module, real]) => module.endCoinbaseSession(real)),
  }
}

/**
 * The eip155 adapter with the Coinbase Wallet connector (id 'coinbaseWalletSDK') on `@coinbase/wallet-sdk` 4.x, an
 * optional peer dependency loaded with `import()` only when Coinbase is chosen or its session is restored.
 * Coinbase now also publishes `@base-org/account` (Base Account, the renamed Smart Wallet), but that SDK speaks
 * to the passkey wallet only; `@coinbase/wallet-sdk` is the one that reaches the Smart Wallet, the browser
 * extension and the mobile app behind one entry, as this connector offers.
 *
 * With the extension installed, its EIP-6963 entry (rdns 'com.coinbase.wallet') is listed as this connector,
 * once, and the SDK hands requests to the extension. A page without Coinbase carries none of this code.
 *
 * @example
 * createLatch({ projectId, networks, adapters: [coinbaseWallet(eip155Adapter(), { preference: 'all' })] })
 */
export function coinbaseWallet(adapter: Adapter, parameters: CoinbaseWalletParameters = {}): Adapter {
  // With 'smartWalletOnly' the SDK never uses the extension: the extension keeps its own entry.
  const rdns = parameters.preference === 'smartWalletOnly' ? undefined : COINBASE_WALLET_RDNS
  return withSdkConnectorOf(adapter, rdns, (context, installed) => {
    // One provider per instance, whatever the discovery reports later (its listeners must stay attached).
    const provider = getAdapterService(context, CONNECTOR_IDS.coinbaseWalletSDK, () =>
      createCoinbaseLink(context, parameters),
    ) as CoinbaseLinkProvider
    const name = installed?.name ?? 'Coinbase Wallet'
    return {
      id: CONNECTOR_IDS.coinbaseWalletSDK,
      name,
      type: installed?.type ?? 'EXTERNAL',
      chain: 'eip155',
      ...(installed?.imageUrl ? { imageUrl: installed.imageUrl } : {}),
      explorerId: COINBASE_WALLET_RDNS,
      info: { ...installed?.info, rdns: COINBASE_WALLET_RDNS, name },
      provider,
    }
  })
}

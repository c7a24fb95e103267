import type { Adapter } from '@latch/core'
import { watchBitcoinConnectors } from './walletStandard/watchBitcoinConnectors.js'

export type BitcoinAdapterParameters = Record<string, never>
export type BitcoinAdapterReturnType = Adapter

/**
 * The Bitcoin (bip122) adapter. A light descriptor: Bitcoin wallets are found through the Wallet Standard
 * (DOM events, no chain library), and the part that builds and checks transactions (`@scure/btc-signer`,
 * Esplora) loads with `import()` the first time a Bitcoin network is used.
 *
 * @example
 * createLatch({ projectId, networks: [bitcoin, bitcoinTestnet], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(_parameters: BitcoinAdapterParameters = {}): BitcoinAdapterReturnType {
  return {
    namespace: 'bip122',
    discover: (discovery) =>
      watchBitcoinConnectors({
        context: discovery,
        onChange: (connectors) => discovery.setConnectors(connectors),
      }),
    load: (context) =>
      import('./runtime/createBitcoinRuntime.js').then(({ createBitcoinRuntime }) =>
        createBitcoinRuntime(context),
      ),
  }
}

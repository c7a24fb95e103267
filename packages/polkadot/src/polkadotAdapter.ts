import type { Adapter } from '@latch/core'
import { watchPolkadotConnectors } from './injected/watchPolkadotConnectors.js'

export type PolkadotAdapterParameters = Record<string, never>
export type PolkadotAdapterReturnType = Adapter

/**
 * The Polkadot adapter. A light descriptor: extension wallets are found in `window.injectedWeb3` (no chain
 * library), and the part that talks to the chain (`@polkadot/api`, `@polkadot/util-crypto`) loads with
 * `import()` the first time a Polkadot network is used.
 *
 * @example
 * createLatch({ projectId, networks: [polkadot], adapters: [polkadotAdapter()] })
 */
export function polkadotAdapter(_parameters: PolkadotAdapterParameters = {}): PolkadotAdapterReturnType {
  return {
    namespace: 'polkadot',
    discover: (discovery) =>
      watchPolkadotConnectors({
        context: discovery,
        onChange: (connectors) => discovery.setConnectors(connectors),
      }),
    load: (context) =>
      import('./runtime/createPolkadotRuntime.js').then(({ createPolkadotRuntime }) =>
        createPolkadotRuntime(context),
      ),
  }
}

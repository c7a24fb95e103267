import type { Adapter } from '@latch/core'
import { watchInjectedConnectors } from './watchInjectedConnectors.js'

export type Eip155AdapterParameters = Record<string, never>
export type Eip155AdapterReturnType = Adapter

/**
 * The EVM adapter. It is a light descriptor: finding the page's wallets needs no chain library, and the
 * part built on viem (connect, switch, balances) is loaded with `import()` the first time it is needed.
 *
 * @example
 * createLatch({ projectId, networks, adapters: [eip155Adapter()] })
 */
export function eip155Adapter(_parameters: Eip155AdapterParameters = {}): Eip155AdapterReturnType {
  return {
    namespace: 'eip155',
    discover(discovery) {
      return watchInjectedConnectors({ onChange: (connectors) => discovery.setConnectors(connectors) })
    },
    load: () => import('./createEip155Runtime.js').then(({ createEip155Runtime }) => createEip155Runtime()),
  }
}

import type { ChainNamespace, Connector } from '../types.js'

/** The connector with `id` for `namespace`, looking inside merged multi-chain entries. */
export function findConnector(
  connectors: readonly Connector[],
  id: string,
  namespace?: ChainNamespace,
): Connector | undefined {
  for (const connector of connectors) {
    if (connector.connectors) {
      const inner = connector.connectors.find((c) => c.id === id && (!namespace || c.chain === namespace))
      if (inner) return inner
      if (connector.id === id && !namespace) return connector
      continue
    }
    if (connector.id === id && (!namespace || connector.chain === namespace)) return connector
  }
  return undefined
}

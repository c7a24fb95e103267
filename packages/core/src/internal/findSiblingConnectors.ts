import type { Connector } from '../types.js'

/**
 * The connectors of the same wallet in other namespaces: the other members of the MULTI_CHAIN (or AUTH)
 * entry holding `connector`, or, for WalletConnect, its connector in each other namespace (one session
 * serves them all).
 *
 * @example
 * findSiblingConnectors(state.connectors, evmPhantom) // [solanaPhantom]
 */
export function findSiblingConnectors(connectors: readonly Connector[], connector: Connector): Connector[] {
  if (connector.type === 'WALLET_CONNECT')
    return connectors.filter(
      (c) => c.type === 'WALLET_CONNECT' && c.id === connector.id && c.chain !== connector.chain,
    )
  const group = connectors.find((c) =>
    c.connectors?.some((inner) => inner.id === connector.id && inner.chain === connector.chain),
  )
  return group?.connectors?.filter((inner) => inner.chain !== connector.chain) ?? []
}

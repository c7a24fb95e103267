import type { ChainNamespace, Eip1193Provider, LatchState } from '../types.js'

export type GetWalletProviderParameters = { namespace?: ChainNamespace | undefined }

export type GetWalletProviderReturnType = Eip1193Provider | undefined

/**
 * The EIP-1193 provider of the wallet connected in a namespace (the active one by default): the extension's,
 * the WalletConnect session's or the embedded wallet's, whichever the visitor chose. Reads the state it is
 * given (a store snapshot or selector input), so it never triggers work.
 *
 * @example
 * const provider = getWalletProvider(latch.store.getState(), { namespace: 'eip155' })
 */
export function getWalletProvider(
  state: Pick<LatchState, 'connections' | 'connectors' | 'activeNamespace'>,
  parameters: GetWalletProviderParameters = {},
): GetWalletProviderReturnType {
  const namespace = parameters.namespace ?? state.activeNamespace
  const connection = state.connections.find((c) => c.namespace === namespace)
  if (!connection) return undefined
  for (const connector of state.connectors) {
    const match = connector.connectors
      ? connector.connectors.find((c) => c.id === connection.id && c.chain === connection.namespace)
      : connector.id === connection.id && connector.chain === connection.namespace
        ? connector
        : undefined
    if (match?.provider) return match.provider
  }
  return undefined
}

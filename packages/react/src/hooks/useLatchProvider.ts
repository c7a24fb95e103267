'use client'
import type { ChainNamespace, Eip1193Provider } from '@latch/core'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchProviderReturnType = {
  provider: Eip1193Provider | undefined
  namespace: ChainNamespace | undefined
}

/**
 * The connected wallet's EIP-1193 provider, for signing and sending with viem or any library.
 *
 * @example
 * const { provider } = useLatchProvider()
 * const client = createWalletClient({ transport: custom(provider) })
 */
export function useLatchProvider(namespace?: ChainNamespace): UseLatchProviderReturnType {
  return useLatchSelector((state) => {
    const ns = namespace ?? state.activeNamespace
    const connection = state.connections.find((c) => c.namespace === ns)
    if (!connection) return { provider: undefined, namespace: ns }
    const provider = findProvider(state.connectors, connection.id, connection.namespace)
    return { provider, namespace: ns }
  })
}

function findProvider(
  connectors: import('@latch/core').LatchState['connectors'],
  id: string,
  namespace: ChainNamespace,
): Eip1193Provider | undefined {
  for (const connector of connectors) {
    const match = connector.connectors
      ? connector.connectors.find((c) => c.id === id && c.chain === namespace)
      : connector.id === id && connector.chain === namespace
        ? connector
        : undefined
    if (match?.provider) return match.provider
  }
  return undefined
}

'use client'
import { type ChainNamespace, type Eip1193Provider, getWalletProvider } from '@latch/core'
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
    return { provider: getWalletProvider(state, { namespace: ns }), namespace: ns }
  })
}

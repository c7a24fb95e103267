import type { CaipNetwork, Latch } from '@latch/core'
import type { Chain } from 'viem'
import { type Config, type CreateConfigParameters, createConfig, http, type Transport } from 'wagmi'
import { latchConnector } from './latchConnector.js'

export type CreateLatchWagmiConfigParameters = {
  latch: Latch
  /** wagmi's transports by chain id; by default each network's first RPC URL over HTTP. */
  transports?: Record<number, Transport> | undefined
} & Pick<
  CreateConfigParameters,
  'ssr' | 'storage' | 'syncConnectedChain' | 'batch' | 'pollingInterval' | 'cacheTime'
>

/**
 * A wagmi config whose one connector is Latch: the chains are Latch's eip155 networks, and wagmi's own wallet
 * discovery is off (Latch finds the wallets and shows them in its modal). `useAccount`, `useBalance`,
 * `useWriteContract`, `useSignMessage` and `useSwitchChain` then act on the wallet the visitor connected in
 * the Latch modal.
 *
 * @example
 * const config = createLatchWagmiConfig({ latch })
 * <WagmiProvider config={config}><QueryClientProvider client={queryClient}>…
 */
export function createLatchWagmiConfig(parameters: CreateLatchWagmiConfigParameters): Config {
  const { latch, transports, ...rest } = parameters
  const chains = latch.config.networks.filter((n) => n.chainNamespace === 'eip155').map(toChain)
  const [first, ...others] = chains
  if (!first) throw new Error('createLatchWagmiConfig needs at least one eip155 network in the Latch config')
  return createConfig({
    ssr: true,
    ...rest,
    chains: [first, ...others],
    connectors: [latchConnector(latch)],
    multiInjectedProviderDiscovery: false,
    transports:
      transports ??
      Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  })
}

/** Latch's eip155 network as a viem chain (the same fields, its id a number). */
function toChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}

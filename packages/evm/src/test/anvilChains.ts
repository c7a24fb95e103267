import type { CaipNetwork } from '@latch/core'
import { type AnvilInstance, startAnvil } from '@latch/devnet'
import { afterAll, beforeAll } from 'vitest'

/** A configured eip155 network on an RPC URL, as the tests' instances list them. */
export const testNetwork = (id: number, rpcUrl: string): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

/**
 * Two real anvil chains (31337 and 31338) for the file's tests, started before them and stopped after.
 *
 * @example
 * const chains = useAnvilChains()
 * it('…', () => createPublicClient({ transport: http(chains.a.rpcUrl) }))
 */
export function useAnvilChains(): { readonly a: AnvilInstance; readonly b: AnvilInstance } {
  let a: AnvilInstance | undefined
  let b: AnvilInstance | undefined
  beforeAll(async () => {
    ;[a, b] = await Promise.all([
      startAnvil({ chainId: 31337, host: '127.0.0.1', port: 0 }),
      startAnvil({ chainId: 31338, host: '127.0.0.1', port: 0 }),
    ])
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })
  return {
    get a() {
      if (!a) throw new Error('the anvil chains start before the tests')
      return a
    },
    get b() {
      if (!b) throw new Error('the anvil chains start before the tests')
      return b
    },
  }
}

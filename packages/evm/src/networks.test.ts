import type { CaipNetwork } from '@latch/core'
import * as networks from '@latch/core/networks'
import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'

const byId = new Map<number, Chain>()
for (const chain of Object.values(viemChains as Record<string, Chain>))
  if (typeof chain === 'object' && chain && typeof chain.id === 'number' && !byId.has(chain.id))
    byId.set(chain.id, chain)
// 999 is Zora's retired Goerli testnet in the specification; viem lists another chain first under that id.
byId.set(999, viemChains.zoraTestnet)

describe("core's predefined eip155 networks", () => {
  const eip155 = (Object.values(networks) as CaipNetwork[]).filter((n) => n.chainNamespace === 'eip155')

  it("match viem's chain of the same id (name, currency, RPC, explorer, testnet)", () => {
    // zkSync Era's Goerli testnet (280) is retired and no longer in viem.
    for (const network of eip155.filter((n) => n.id !== 280)) {
      const chain = byId.get(Number(network.id))
      expect(chain, network.name).toBeDefined()
      if (!chain) continue
      expect(network).toMatchObject({
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        blockExplorers: {
          default: { name: chain.blockExplorers?.default.name, url: chain.blockExplorers?.default.url },
        },
        testnet: chain.testnet === true,
      })
      expect(network.rpcUrls.default.http[0]).toBe(chain.rpcUrls.default.http[0])
    }
  })
})

import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import * as networks from '../exports/networks.js'
import type { CaipNetwork } from '../types.js'
import { isCaipNetworkId } from '../utils/isCaipNetworkId.js'

const all: CaipNetwork[] = Object.values(networks)

describe('predefined networks', () => {
  it('are the 24 eip155 chains (the other namespaces predefine theirs in their adapter packages)', () => {
    const eip155 = all.filter((n) => n.chainNamespace === 'eip155').map((n) => n.id)
    expect(eip155.sort((a, b) => Number(a) - Number(b))).toEqual(
      [
        1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114,
        43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
      ].sort((a, b) => a - b),
    )
    expect(all).toHaveLength(24)
  })

  it('are complete CAIP networks: the id is `namespace:reference`, every required field is there', () => {
    for (const network of all) {
      expect(network.caipNetworkId, network.name).toBe(`${network.chainNamespace}:${network.id}`)
      expect(isCaipNetworkId(network.caipNetworkId), network.name).toBe(true)
      if (network.deprecatedCaipNetworkId) expect(isCaipNetworkId(network.deprecatedCaipNetworkId)).toBe(true)
      expect(network.rpcUrls.default.http[0], network.name).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url, network.name).toMatch(/^https:\/\//)
      expect(network.nativeCurrency.symbol.length, network.name).toBeGreaterThan(0)
      expect(typeof network.testnet, network.name).toBe('boolean')
    }
    expect(new Set(all.map((n) => n.caipNetworkId)).size).toBe(all.length)
  })

  it('are tree-shakable: a bundle that imports one network carries no other', async () => {
    const entry = fileURLToPath(new URL('../exports/networks.ts', import.meta.url))
    const result = await build({
      stdin: {
        contents: `import { base } from ${JSON.stringify(entry)}\nconsole.log(base)`,
        resolveDir: '.',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
    })
    const code = result.outputFiles[0]?.text ?? ''
    expect(code).toContain('eip155:8453')
    for (const other of all.filter((n) => n.caipNetworkId !== 'eip155:8453'))
      expect(code, other.name).not.toContain(other.caipNetworkId)
  })
})

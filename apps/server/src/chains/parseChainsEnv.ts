import type { ChainConfig } from './createChainRegistry.js'

export class InvalidChainsConfigError extends Error {
  override name = 'InvalidChainsConfigError'
}

/**
 * Reads `LATCH_CHAINS`: `31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546`, several URLs of
 * one chain separated by `|` (tried in that order, then ranked by health). An empty value is no chain.
 *
 * @example
 * parseChainsEnv('1=https://a.example|https://b.example') // [{ chainId: 1, rpcUrls: [a, b] }]
 */
export function parseChainsEnv(value: string | undefined): ChainConfig[] {
  if (!value?.trim()) return []
  const chains: ChainConfig[] = []
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=')
    if (separator < 1)
      throw new InvalidChainsConfigError(`LATCH_CHAINS entry "${entry}" is not <chainId>=<url>[|<url>...]`)
    const id = entry
      .slice(0, separator)
      .trim()
      .replace(/^eip155:/, '')
    const chainId = Number(id)
    if (!/^\d{1,10}$/.test(id) || !Number.isSafeInteger(chainId) || chainId < 1) {
      throw new InvalidChainsConfigError(`LATCH_CHAINS: "${id}" is not a chain id`)
    }
    const rpcUrls = entry
      .slice(separator + 1)
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean)
    if (rpcUrls.length === 0)
      throw new InvalidChainsConfigError(`LATCH_CHAINS: chain ${chainId} has no RPC URL`)
    for (const url of rpcUrls) {
      if (!/^https?:\/\//.test(url))
        throw new InvalidChainsConfigError(`LATCH_CHAINS: "${url}" is not an http(s) URL`)
    }
    if (chains.some((chain) => chain.chainId === chainId)) {
      throw new InvalidChainsConfigError(`LATCH_CHAINS: chain ${chainId} is listed twice`)
    }
    chains.push({ chainId, rpcUrls })
  }
  return chains
}

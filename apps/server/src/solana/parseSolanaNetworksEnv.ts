import { InvalidChainsConfigError } from '../chains/parseChainsEnv.js'
import type { SolanaNetworkConfig } from './solanaNetworks.js'

const caipNetworkId = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * Reads `LATCH_SOLANA`: the Solana networks the server serves, `<CAIP-2 id>=<url>[|<url>…]` separated by
 * commas, such as the devnet's local validator `solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899`.
 * An empty value is no network; a malformed one throws InvalidChainsConfigError before anything starts.
 *
 * @example
 * parseSolanaNetworksEnv('solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899')
 */
export function parseSolanaNetworksEnv(value: string | undefined): SolanaNetworkConfig[] {
  const networks: SolanaNetworkConfig[] = []
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=')
    const id = entry.slice(0, Math.max(separator, 0)).trim()
    if (!caipNetworkId.test(id))
      throw new InvalidChainsConfigError(
        `LATCH_SOLANA entry "${entry}" is not solana:<32 base58 characters of the genesis hash>=<url>[|<url>...]`,
      )
    const rpcUrls = entry
      .slice(separator + 1)
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean)
    if (rpcUrls.length === 0 || !rpcUrls.every((url) => /^https?:\/\/\S+$/.test(url)))
      throw new InvalidChainsConfigError(`LATCH_SOLANA: ${id} needs http(s) RPC URLs`)
    if (networks.some((network) => network.caipNetworkId === id))
      throw new InvalidChainsConfigError(`LATCH_SOLANA: ${id} is listed twice`)
    networks.push({ caipNetworkId: id, rpcUrls })
  }
  return networks
}

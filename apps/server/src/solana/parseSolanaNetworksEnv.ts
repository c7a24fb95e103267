import { parseNetworkUrlsEnv } from '../chains/parseNetworkUrlsEnv.js'
import type { SolanaNetworkConfig } from './solanaNetworks.js'

/**
 * Reads `LATCH_SOLANA`: the Solana networks the server serves, `<CAIP-2 id>=<url>[|<url>…]` separated by
 * commas, such as the devnet's local validator `solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899`,
 * or the JSON form of `parseNetworkUrlsEnv` (URLs with headers). An empty value is no network; a malformed
 * one, or a URL with a user name or password, throws InvalidChainsConfigError before anything starts.
 *
 * @example
 * parseSolanaNetworksEnv('solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899')
 */
export function parseSolanaNetworksEnv(value: string | undefined): SolanaNetworkConfig[] {
  return parseNetworkUrlsEnv(
    'LATCH_SOLANA',
    value,
    /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/,
    'solana:<32 base58 characters of the genesis hash>',
  ).map(({ caipNetworkId, urls }) => ({ caipNetworkId, rpcUrls: urls }))
}

import type { TokenListEntry } from '@latch/api'
import { fetchSwapTokenList } from '../api/fetchSwapTokenList.js'
import type { Latch } from '../types.js'
import { getNetwork } from './getNetwork.js'

export type FetchOnrampTokensReturnType = { address: string; symbol: string; name: string; logoUri: string }[]
export type FetchOnrampTokensErrorType = import('../errors/api.js').ApiRequestError

/**
 * The tokens a card purchase can buy on the active network, from the server's token list (USDC first, the
 * usual on-ramp asset): on eip155 its ERC-20 tokens, on Solana SOL and its SPL tokens (SOL under wrapped SOL's
 * mint, as the list names it).
 *
 * @example
 * const [usdc] = await fetchOnrampTokens(latch)
 */
export async function fetchOnrampTokens(latch: Latch): Promise<FetchOnrampTokensReturnType> {
  const { caipNetworkId } = getNetwork(latch)
  const solana = caipNetworkId?.startsWith('solana:') === true
  if (!caipNetworkId || (!solana && !caipNetworkId.startsWith('eip155:'))) return []
  const list = await fetchSwapTokenList(latch, { caipNetworkId })
  const native = /:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee$/i
  return list
    .filter((token: TokenListEntry) => solana || !native.test(token.address))
    .map((token) => ({
      address: token.address.slice(token.address.lastIndexOf(':') + 1),
      symbol: token.symbol,
      name: token.name,
      logoUri: token.logoUri,
    }))
    .sort((a, b) => Number(b.symbol === 'USDC') - Number(a.symbol === 'USDC'))
}

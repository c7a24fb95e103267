import type { TokenBalance } from '@latch/api'
import { ChainUnavailableError, PriceProviderUnavailableError } from '../chains/chainErrors.js'
import { tokenIconUrl } from '../chains/chainParams.js'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { PriceService } from '../prices/createPriceService.js'
import type { TokenCache } from '../tokens/createTokenCache.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { formatQuantity, readBalances } from './readBalances.js'

/**
 * An account's native and token balances on an eip155 chain in the data API's format: the chain's known
 * tokens read in one Multicall3 call, priced when the chain's price source answers. Throws
 * ChainUnavailableError (502) when the chain does not answer.
 */
export async function getEip155Balances(parameters: {
  chain: ChainEntry
  address: `0x${string}`
  tokens: TokenCache
  prices: PriceService
  publicUrl: string
}): Promise<TokenBalance[]> {
  const { chain, address, publicUrl } = parameters
  const known = await parameters.tokens.forChain(chain.chainId)
  let raw: Awaited<ReturnType<typeof readBalances>>
  try {
    raw = await readBalances(chain, address, known)
  } catch (error) {
    throw new ChainUnavailableError(chain.caip, describeUpstreamError(error))
  }
  let prices = new Map<string, number>()
  try {
    prices = await parameters.prices.getPrices(
      chain,
      raw.map((balance) => balance.token?.address ?? 'native'),
    )
  } catch (error) {
    // Balances stay useful without prices: they are then given without value and price.
    if (!(error instanceof PriceProviderUnavailableError)) throw error
  }
  return raw.map((balance) => {
    const token = balance.native ? undefined : balance.token
    const numeric = formatQuantity(balance.amount, balance.decimals)
    const price = prices.get(token?.address ?? 'native')
    const entry: TokenBalance = {
      name: token?.name ?? chain.nativeCurrency.name,
      symbol: token?.symbol ?? chain.nativeCurrency.symbol,
      chainId: chain.caip,
      quantity: { decimals: String(balance.decimals), numeric },
      iconUrl: tokenIconUrl(publicUrl, balance.token?.iconId ?? (balance.native ? 'eth' : undefined)),
    }
    if (token) entry.address = `${chain.caip}:${token.address}`
    if (price !== undefined) {
      entry.price = price
      entry.value = Number(numeric) * price
    }
    return entry
  })
}

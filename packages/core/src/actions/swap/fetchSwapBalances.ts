import { fetchAccountBalances } from '../../api/fetchAccountBalances.js'
import { NATIVE_TOKEN_ADDRESS } from '../../constants.js'
import { getSwapParams } from '../../internal/swap/getSwapParams.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import type { CaipAddress, Latch, SwapToken } from '../../types.js'

export type FetchSwapBalancesParameters = { forceUpdate?: string | undefined }
export type FetchSwapBalancesReturnType = readonly SwapToken[]

/**
 * Reads the tokens the account holds on its network from the server and keeps them as the swap view's
 * balances, with their USD prices.
 *
 * @example
 * const held = await fetchSwapBalances(latch)
 */
export async function fetchSwapBalances(
  latch: Latch,
  parameters: FetchSwapBalancesParameters = {},
): Promise<FetchSwapBalancesReturnType> {
  const { address, network } = getSwapParams(latch)
  if (!network) return []
  const balances = await fetchAccountBalances(latch, {
    address,
    caipNetworkId: network.caipNetworkId,
    forceUpdate: parameters.forceUpdate,
  })
  const held: SwapToken[] = balances
    .filter((balance) => balance.chainId === network.caipNetworkId)
    .map((balance) => ({
      address: (balance.address ?? `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`) as CaipAddress,
      symbol: balance.symbol,
      name: balance.name,
      decimals: Number(balance.quantity.decimals),
      logoUri: balance.iconUrl,
      price: balance.price,
      quantity: balance.quantity,
    }))
  const prices: Record<string, number> = { ...latch.store.getState().swap.tokensPriceMap }
  for (const token of held) if (token.price !== undefined) prices[token.address.toLowerCase()] = token.price
  setSwapState(latch, { myTokensWithBalance: held, tokensPriceMap: prices })
  return held
}

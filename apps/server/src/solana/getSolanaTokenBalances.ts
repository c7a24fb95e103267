import type { TokenBalance } from '@latch/api'
import { formatUnits } from 'viem'
import { ChainUnavailableError } from '../chains/chainErrors.js'
import { tokenIconUrl } from '../chains/chainParams.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { SolanaPrices } from './createSolanaPrices.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import type { SolanaNetworkEntry } from './solanaNetworks.js'

/**
 * An owner's SOL and SPL balances on a Solana network in the data API's format: the listed tokens named and
 * priced from the network's Pyth accounts (value in USD), other mints by their address. Throws
 * ChainUnavailableError (502) when the network does not answer.
 */
export async function getSolanaTokenBalances(parameters: {
  network: SolanaNetworkEntry
  owner: string
  prices: SolanaPrices
  publicUrl: string
}): Promise<TokenBalance[]> {
  const { network, owner, publicUrl } = parameters
  let raw: Awaited<ReturnType<typeof readSolanaBalances>>
  let prices: ReadonlyMap<string, number>
  try {
    ;[raw, prices] = await Promise.all([readSolanaBalances(network, owner), parameters.prices.get(network)])
  } catch (error) {
    throw new ChainUnavailableError(network.caip, describeUpstreamError(error))
  }
  return raw.map((balance) => {
    const native = balance.token === 'native'
    const listed = network.tokens.find((token) => token.address === balance.token)
    const numeric = formatUnits(balance.amount, balance.decimals)
    const entry: TokenBalance = {
      name: listed?.name ?? (native ? network.nativeCurrency.name : balance.token),
      symbol: listed?.symbol ?? (native ? network.nativeCurrency.symbol : ''),
      chainId: network.caip,
      quantity: { decimals: String(balance.decimals), numeric },
      iconUrl: tokenIconUrl(publicUrl, listed?.iconId ?? (native ? 'sol' : undefined)),
    }
    if (!native) entry.address = `${network.caip}:${balance.token}`
    const price = prices.get(balance.token)
    if (price !== undefined) {
      entry.price = price
      entry.value = Number(numeric) * price
    }
    return entry
  })
}

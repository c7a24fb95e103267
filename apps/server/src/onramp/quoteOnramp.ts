import type { OnrampProviderId, OnrampQuote } from '@latch/api'
import { formatUnits, parseUnits } from 'viem'
import type { ChainDataContext } from '../chains/chainParams.js'
import { requireChain, requireSolanaNetwork } from '../chains/chainParams.js'
import { WRAPPED_SOL_MINT } from '../solana/solanaNetworks.js'
import { cardOnrampNetwork } from './cardOnrampNetwork.js'
import { OnrampAmountError, OnrampNamespaceError, OnrampTokenError } from './onrampErrors.js'
import { onrampProviderInfo, sandboxFeeRate } from './onrampSettings.js'

/** The smallest and largest purchase in USD (providers' usual card limits). */
export const onrampLimits = { min: 10, max: 10_000 } as const

export type QuoteOnrampParameters = {
  provider: OnrampProviderId
  network: string
  token: string
  fiatAmount: string
  fiatCurrency: string
}

/**
 * What a fiat amount buys, after the provider's fee, at the token's current USD price. The sandbox's fee is
 * exact; a real provider's is the top of its range (its own widget gives the final figure).
 */
export async function quoteOnramp(
  chainData: ChainDataContext,
  parameters: QuoteOnrampParameters,
): Promise<OnrampQuote> {
  const info = onrampProviderInfo.find((provider) => provider.id === parameters.provider)
  const namespace = parameters.network.split(':')[0]
  if (!info?.namespaces.includes(namespace as 'eip155')) {
    throw new OnrampNamespaceError(parameters.provider, parameters.network)
  }
  const fiat = Number(parameters.fiatAmount)
  if (!(fiat >= onrampLimits.min && fiat <= onrampLimits.max))
    throw new OnrampAmountError(onrampLimits.min, onrampLimits.max)
  const { address, token, price } =
    namespace === 'solana'
      ? await solanaToken(chainData, parameters.network, parameters.token)
      : await evmToken(chainData, parameters.network, parameters.token)
  if (!token || !price) throw new OnrampTokenError(parameters.token, parameters.network)
  const feeRate = info.sandbox ? sandboxFeeRate : info.feeRange.max / 100
  // In cents, so the fee and the remainder add up to the amount exactly.
  const cents = Math.round(fiat * 100)
  const feeCents = Math.round(cents * feeRate)
  const units = parseUnits(((cents - feeCents) / 100 / price).toFixed(token.decimals), token.decimals)
  const cryptoAmount = formatUnits(units, token.decimals)
  return {
    provider: parameters.provider,
    network: parameters.network,
    token: { address, symbol: token.symbol, decimals: token.decimals },
    fiatAmount: (cents / 100).toFixed(2),
    fiatCurrency: parameters.fiatCurrency,
    feeAmount: (feeCents / 100).toFixed(2),
    cryptoAmount,
    cardNetwork: namespace === 'solana' ? 'solana' : cardOnrampNetwork(parameters.network),
    estimate: !info.sandbox,
  }
}

type PricedToken = {
  address: string
  token: { symbol: string; decimals: number } | undefined
  price: number | undefined
}

/** An ERC-20 of the chain's token registry, priced by its pools. */
async function evmToken(chainData: ChainDataContext, network: string, token: string): Promise<PricedToken> {
  const chain = requireChain(chainData.chains, network)
  const address = token.toLowerCase()
  const known = await chainData.tokens.get(chain.chainId, address)
  const price = known ? (await chainData.prices.getPrices(chain, [address])).get(address) : undefined
  return { address, token: known, price }
}

/** SOL (`native`, or wrapped SOL's mint as token lists name it) or a mint the network lists, priced by Pyth. */
async function solanaToken(
  chainData: ChainDataContext,
  network: string,
  token: string,
): Promise<PricedToken> {
  const entry = requireSolanaNetwork(chainData.solana, network)
  const address = token === WRAPPED_SOL_MINT ? 'native' : token
  const known = entry.tokens.find((listed) => listed.address === address)
  const price = known ? (await chainData.solanaPrices.get(entry)).get(known.address) : undefined
  return { address, token: known, price }
}

import type { TokenBalance } from '@latch/api'
import { formatUnits } from 'viem'
import { ChainUnavailableError } from '../chains/chainErrors.js'
import { tokenIconUrl } from '../chains/chainParams.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { BitcoinNetworkEntry } from './bitcoinNetworks.js'

/**
 * An address's BTC balance on a Bitcoin network in the data API's format, from its Esplora API: confirmed and
 * mempool outputs it received, less those it spent (as wallets show it). Nothing when it is zero. Throws
 * ChainUnavailableError (502) when no Esplora upstream answers.
 */
export async function getBitcoinBalances(parameters: {
  network: BitcoinNetworkEntry
  address: string
  publicUrl: string
}): Promise<TokenBalance[]> {
  const { network, address } = parameters
  let stats: Awaited<ReturnType<BitcoinNetworkEntry['esplora']['address']>>
  try {
    stats = await network.esplora.address(address)
  } catch (error) {
    throw new ChainUnavailableError(network.caip, describeUpstreamError(error))
  }
  const { chain_stats: chain, mempool_stats: mempool } = stats
  const satoshis =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  if (satoshis <= 0n) return []
  return [
    {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caip,
      quantity: { decimals: '8', numeric: formatUnits(satoshis, 8) },
      iconUrl: tokenIconUrl(parameters.publicUrl, 'btc'),
    },
  ]
}

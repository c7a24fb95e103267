import { type ChainDataSource, readEachNetwork } from '../chains/chainDataSource.js'
import { AccountNamespaceError, UnsupportedChainError } from '../chains/chainErrors.js'
import { isEvmAccount } from '../chains/chainParams.js'
import { type BitcoinNetworkEntry, type BitcoinNetworkRegistry, isBitcoinAddress } from './bitcoinNetworks.js'
import { getBitcoinBalances } from './getBitcoinBalances.js'
import { getBitcoinHistory } from './getBitcoinHistory.js'

/**
 * The Bitcoin networks a request for a Bitcoin address reads: the one `chainId` names (400 UNSUPPORTED_CHAIN
 * when it is not served, 400 INVALID_PARAMS when the address is not of that network), else every served
 * network the address belongs to.
 */
function requireBitcoinNetworks(
  bitcoin: BitcoinNetworkRegistry,
  address: string,
  chainId: string | undefined,
): BitcoinNetworkEntry[] {
  if (chainId === undefined) return bitcoin.forAddress(address)
  if (isEvmAccount(address)) throw new AccountNamespaceError(address, chainId)
  const network = bitcoin.get(chainId)
  if (!network) throw new UnsupportedChainError(chainId)
  if (!network.owns(address)) throw new AccountNamespaceError(address, chainId)
  return [network]
}

/**
 * The bip122 namespace, read from each network's Esplora API: an address's balance on every network it
 * belongs to, its history on the first (addresses are case-sensitive: read as given). Bitcoin has no fee
 * tiers, Swap list or JSON-RPC proxy here.
 */
export function createBitcoinDataSource(bitcoin: BitcoinNetworkRegistry): ChainDataSource {
  return {
    namespace: 'bip122',
    networks: () => bitcoin.list().map((network) => network.caip),
    isAccount: (address) => !isEvmAccount(address) && isBitcoinAddress(address),
    account(address, chainId) {
      const networks = requireBitcoinNetworks(bitcoin, address, chainId)
      const [network] = networks
      return {
        address,
        history: async (after, publicUrl) =>
          network
            ? getBitcoinHistory({
                network,
                networkIndex: bitcoin.list().indexOf(network),
                address,
                after,
                publicUrl,
              })
            : { items: [], last: undefined },
        balances: (publicUrl) =>
          readEachNetwork(
            networks,
            (entry) => getBitcoinBalances({ network: entry, address, publicUrl }),
            chainId !== undefined,
          ),
      }
    },
  }
}

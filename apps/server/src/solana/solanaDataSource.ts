import { type ChainDataSource, readEachNetwork } from '../chains/chainDataSource.js'
import { AccountNamespaceError } from '../chains/chainErrors.js'
import { isSolanaAccount, requireSolanaNetwork, tokenIconUrl } from '../chains/chainParams.js'
import { readOnChain } from '../chains/readOnChain.js'
import type { Database } from '../db/createDatabase.js'
import { markOnrampPurchases } from '../onramp/markOnrampPurchases.js'
import type { SolanaPrices } from './createSolanaPrices.js'
import { getSolanaAccountHistory } from './getSolanaAccountHistory.js'
import { getSolanaTokenBalances } from './getSolanaTokenBalances.js'
import { readSolanaFee } from './readSolanaFee.js'
import { type SolanaNetworkEntry, type SolanaNetworkRegistry, WRAPPED_SOL_MINT } from './solanaNetworks.js'

/**
 * The Solana networks a request for a Solana account reads: the one `chainId` names (400 UNSUPPORTED_CHAIN
 * when it is not served, 400 INVALID_PARAMS for an EVM address), else every one.
 */
function requireSolanaNetworks(
  solana: SolanaNetworkRegistry,
  address: string,
  chainId: string | undefined,
): SolanaNetworkEntry[] {
  if (chainId === undefined) return solana.list()
  if (!isSolanaAccount(address)) throw new AccountNamespaceError(address, chainId)
  return [requireSolanaNetwork(solana, chainId)]
}

export type SolanaDataSourceParameters = {
  db: Database
  solana: SolanaNetworkRegistry
  prices: SolanaPrices
}

/**
 * The solana namespace: history from the Solana indexer's tables with transfers valued at the networks'
 * current Pyth prices, balances read from the validators (addresses are case-sensitive: read as given), a
 * SOL transfer's fee, the listed tokens (SOL as the wrapped SOL mint, as Solana token lists name it) and the
 * JSON-RPC upstreams.
 */
export function createSolanaDataSource({ db, solana, prices }: SolanaDataSourceParameters): ChainDataSource {
  return {
    namespace: 'solana',
    networks: () => solana.list().map((network) => network.caip),
    isAccount: isSolanaAccount,
    account(address, chainId) {
      const networks = requireSolanaNetworks(solana, address, chainId)
      return {
        address,
        async history(after, publicUrl) {
          await Promise.all(networks.map((entry) => prices.get(entry)))
          const page = await getSolanaAccountHistory({
            db,
            networks: solana,
            address,
            network: chainId,
            after,
            prices: (caip) => prices.peek(caip),
            publicUrl,
          })
          await markOnrampPurchases(db, page.items)
          return page
        },
        balances: (publicUrl) =>
          readEachNetwork(
            networks,
            (network) => getSolanaTokenBalances({ network, owner: address, prices, publicUrl }),
            chainId !== undefined,
          ),
      }
    },
    fee(caip) {
      const network = requireSolanaNetwork(solana, caip)
      return readOnChain(network.caip, () => readSolanaFee(network))
    },
    async tokens(caip, publicUrl) {
      const network = requireSolanaNetwork(solana, caip)
      return network.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${network.caip}:${token.address === 'native' ? WRAPPED_SOL_MINT : token.address}` as const,
        decimals: token.decimals,
        logoUri: tokenIconUrl(publicUrl, token.iconId),
      }))
    },
    rpc: (caip) => solana.get(caip)?.rpc,
  }
}

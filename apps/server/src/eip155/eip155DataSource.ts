import { getEip155Balances } from '../balances/getEip155Balances.js'
import { type ChainDataSource, readEachNetwork } from '../chains/chainDataSource.js'
import { AccountNamespaceError } from '../chains/chainErrors.js'
import {
  chainNumber,
  isEvmAccount,
  lower,
  nativeTokenAddress,
  requireChain,
  tokenIconUrl,
} from '../chains/chainParams.js'
import type { ChainEntry, ChainRegistry } from '../chains/createChainRegistry.js'
import { readOnChain } from '../chains/readOnChain.js'
import type { Database } from '../db/createDatabase.js'
import { getAccountHistory } from '../history/getAccountHistory.js'
import { markOnrampPurchases } from '../onramp/markOnrampPurchases.js'
import type { PriceService } from '../prices/createPriceService.js'
import { readGasPrice } from '../swap/readGasPrice.js'
import type { TokenCache } from '../tokens/createTokenCache.js'

export type Eip155DataSourceParameters = {
  db: Database
  chains: ChainRegistry
  tokens: TokenCache
  prices: PriceService
}

/**
 * The eip155 chains an EVM account is read on: the one `chainId` names (400 INVALID_PARAMS for an address that
 * is not an EVM one, 400 UNSUPPORTED_CHAIN when the chain is not served), else every one.
 */
function requireEip155Chains(
  chains: ChainRegistry,
  address: string,
  chainId: string | undefined,
): ChainEntry[] {
  if (chainId === undefined) return chains.list()
  if (!isEvmAccount(address)) throw new AccountNamespaceError(address, chainId)
  return [requireChain(chains, chainId)]
}

/**
 * The eip155 namespace: history from the indexer's tables, balances in one Multicall3 call per chain (EVM
 * addresses ignore case: keyed lower-case), gas price tiers, the seeded token registry's listed tokens for
 * Swap, and the JSON-RPC upstreams.
 */
export function createEip155DataSource({
  db,
  chains,
  tokens,
  prices,
}: Eip155DataSourceParameters): ChainDataSource {
  return {
    namespace: 'eip155',
    networks: () => chains.list().map((chain) => chain.caip),
    isAccount: isEvmAccount,
    account(given, chainId) {
      const address = lower(given)
      const served = requireEip155Chains(chains, address, chainId)
      return {
        address,
        async history(after, publicUrl) {
          const page = await getAccountHistory({
            db,
            chains,
            tokens,
            prices,
            address,
            chainId: chainId === undefined ? undefined : served[0]?.chainId,
            after,
            publicUrl,
          })
          await markOnrampPurchases(db, page.items)
          return page
        },
        balances: (publicUrl) =>
          readEachNetwork(
            served,
            (chain) => getEip155Balances({ chain, address, tokens, prices, publicUrl }),
            chainId !== undefined,
          ),
      }
    },
    fee(caip) {
      const chain = requireChain(chains, caip)
      return readOnChain(chain.caip, () => readGasPrice(chain))
    },
    async tokens(caip, publicUrl) {
      const chain = requireChain(chains, caip)
      const listed = (await tokens.forChain(chain.chainId)).filter((token) => token.listed)
      return listed.map((token) => {
        const native = token.address === 'native'
        return {
          name: native ? chain.nativeCurrency.name : token.name,
          symbol: native ? chain.nativeCurrency.symbol : token.symbol,
          address: `${chain.caip}:${native ? nativeTokenAddress : token.address}` as const,
          decimals: native ? chain.nativeCurrency.decimals : token.decimals,
          logoUri: tokenIconUrl(publicUrl, token.iconId),
          eip2612: token.eip2612,
        }
      })
    },
    rpc: (caip) => chains.get(chainNumber(caip))?.rpc,
  }
}

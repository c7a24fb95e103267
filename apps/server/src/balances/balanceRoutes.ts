import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { TokenBalance } from '@latch/api'
import * as api from '@latch/api'
import { getBitcoinBalances } from '../bitcoin/getBitcoinBalances.js'
import { ChainUnavailableError, PriceProviderUnavailableError } from '../chains/chainErrors.js'
import {
  type ChainDataContext,
  checkProject,
  isBitcoinAccount,
  isSolanaAccount,
  lower,
  publicUrlOf,
  requireBitcoinNetworks,
  requireEvmChain,
  requireSolanaNetworks,
  tokenIconUrl,
} from '../chains/chainParams.js'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { AppContext } from '../context.js'
import { errorResponse, validationHook } from '../http.js'
import { getSolanaTokenBalances } from '../solana/getSolanaTokenBalances.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { formatQuantity, readBalances } from './readBalances.js'

const balanceRoute = createRoute({
  method: api.accountBalanceRoute.method,
  path: api.accountBalanceRoute.path,
  summary:
    'Native and token balances, read from the chain: one Multicall3 call per eip155 chain, one JSON-RPC batch per Solana network, one Esplora request per Bitcoin network',
  request: { params: api.accountBalanceRoute.params, query: api.accountBalanceRoute.query },
  responses: {
    200: {
      description: 'Non-zero balances',
      content: { 'application/json': { schema: api.accountBalanceRoute.response } },
    },
    400: errorResponse('Invalid parameter, unknown chain, or a chain of another namespace than the address'),
    403: errorResponse('Unknown project'),
    502: errorResponse('The chain did not answer'),
  },
})

/** `GET /v1/account/{address}/balance`. */
export function createBalanceRoutes(context: AppContext, chainData: ChainDataContext) {
  const balancesOn = async (
    chain: ChainEntry,
    address: `0x${string}`,
    publicUrl: string,
  ): Promise<TokenBalance[]> => {
    const known = await chainData.tokens.forChain(chain.chainId)
    let raw: Awaited<ReturnType<typeof readBalances>>
    try {
      raw = await readBalances(chain, address, known)
    } catch (error) {
      throw new ChainUnavailableError(chain.caip, describeUpstreamError(error))
    }
    let prices = new Map<string, number>()
    try {
      prices = await chainData.prices.getPrices(
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

  return new OpenAPIHono({ defaultHook: validationHook }).openapi(balanceRoute, async (c) => {
    const query = c.req.valid('query')
    const given = c.req.valid('param').address
    await checkProject(context, query.projectId)
    const publicUrl = publicUrlOf(chainData, c.req.url)
    // Across all chains, one chain that does not answer leaves out its balances rather than failing the rest.
    const skipUnavailable = (error: unknown): TokenBalance[] => {
      if (error instanceof ChainUnavailableError) return []
      throw error
    }
    if (isBitcoinAccount(given, query.chainId)) {
      const networks = requireBitcoinNetworks(chainData.bitcoin, given, query.chainId)
      const perNetwork = await Promise.all(
        networks.map((network) => {
          const read = getBitcoinBalances({ network, address: given, publicUrl })
          return query.chainId ? read : read.catch(skipUnavailable)
        }),
      )
      return c.json({ balances: perNetwork.flat() }, 200)
    }
    if (isSolanaAccount(given)) {
      // Solana addresses are case-sensitive: read as given.
      const networks = requireSolanaNetworks(chainData.solana, given, query.chainId)
      const perNetwork = await Promise.all(
        networks.map((network) => {
          const read = getSolanaTokenBalances({
            network,
            owner: given,
            prices: chainData.solanaPrices,
            publicUrl,
          })
          // One network asked for: its failure is the answer (502).
          return query.chainId ? read : read.catch(skipUnavailable)
        }),
      )
      return c.json({ balances: perNetwork.flat() }, 200)
    }
    const address = lower(given)
    if (query.chainId) {
      const chain = requireEvmChain(chainData.chains, address, query.chainId)
      return c.json({ balances: await balancesOn(chain, address, publicUrl) }, 200)
    }
    const perChain = await Promise.all(
      chainData.chains.list().map((chain) => balancesOn(chain, address, publicUrl).catch(skipUnavailable)),
    )
    return c.json({ balances: perChain.flat() }, 200)
  })
}

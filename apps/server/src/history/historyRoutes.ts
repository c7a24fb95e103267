import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { RouteResponse } from '@latch/api'
import * as api from '@latch/api'
import { getBitcoinHistory } from '../bitcoin/getBitcoinHistory.js'
import { InvalidCursorError } from '../chains/chainErrors.js'
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
import type { AppContext } from '../context.js'
import type { Database } from '../db/createDatabase.js'
import { errorResponse, validationHook } from '../http.js'
import { getOnrampHistory } from '../onramp/getOnrampHistory.js'
import { markOnrampPurchases } from '../onramp/markOnrampPurchases.js'
import { getSolanaAccountHistory } from '../solana/getSolanaAccountHistory.js'
import { getAccountHistory, historyPageSize } from './getAccountHistory.js'
import type { HistoryPosition } from './historyCursor.js'

type HistoryPage = RouteResponse<typeof api.accountHistoryRoute>

const historyRoute = createRoute({
  method: api.accountHistoryRoute.method,
  path: api.accountHistoryRoute.path,
  summary: `An account's transactions, newest first, ${historyPageSize} per page`,
  request: { params: api.accountHistoryRoute.params, query: api.accountHistoryRoute.query },
  responses: {
    200: {
      description: 'One page; `next` is null on the last page',
      content: { 'application/json': { schema: api.accountHistoryRoute.response } },
    },
    400: errorResponse(
      'Invalid parameter, unknown chain, a chain of another namespace than the address, or a cursor this server did not issue',
    ),
    403: errorResponse('Unknown project'),
  },
})

/** A Solana account's page, its transfers valued at the networks' current Pyth prices. */
async function solanaPage(
  db: Database,
  chainData: ChainDataContext,
  address: string,
  network: string | undefined,
  after: HistoryPosition | undefined,
  publicUrl: string,
) {
  const networks = requireSolanaNetworks(chainData.solana, address, network)
  await Promise.all(networks.map((entry) => chainData.solanaPrices.get(entry)))
  return getSolanaAccountHistory({
    db,
    networks: chainData.solana,
    address,
    network,
    after,
    prices: (caip) => chainData.solanaPrices.peek(caip),
    publicUrl,
  })
}

/** `GET /v1/account/{address}/history`: transaction history from the indexers (eip155 and Solana) and Esplora (Bitcoin). */
export function createHistoryRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(historyRoute, async (c) => {
    const query = c.req.valid('query')
    const given = c.req.valid('param').address
    await checkProject(context, query.projectId)
    const bitcoin = isBitcoinAccount(given, query.chainId)
    const solana = !bitcoin && isSolanaAccount(given)
    // Solana and Bitcoin addresses are case-sensitive (read as given); EVM ones are not.
    const address = solana || bitcoin ? given : lower(given)
    if (solana) requireSolanaNetworks(chainData.solana, given, query.chainId)
    const [bitcoinNetwork] = bitcoin ? requireBitcoinNetworks(chainData.bitcoin, given, query.chainId) : []
    const chainId =
      query.chainId && !solana && !bitcoin
        ? requireEvmChain(chainData.chains, address, query.chainId).chainId
        : undefined
    const scope = `${address}|${query.chainId ?? '*'}`
    const after = query.cursor === undefined ? undefined : await chainData.cursors.decode(query.cursor, scope)
    if (query.cursor !== undefined && !after) throw new InvalidCursorError()
    const headers = { 'Cache-Control': query.cache === 'false' ? 'no-store' : 'private, max-age=5' }
    if (query.onramp) {
      const publicUrl = publicUrlOf(chainData, c.req.url)
      const data = await getOnrampHistory(context.db, {
        address,
        provider: query.onramp,
        network: query.chainId,
        tokenIconUrl: (symbol) => tokenIconUrl(publicUrl, symbol.toLowerCase()),
      })
      return c.json({ data, next: null }, 200, headers)
    }
    // The first page changes with every new block; a page behind a cursor does not.
    const cacheKey = query.cursor && query.cache !== 'false' ? `${scope}|${query.cursor}` : undefined
    const cached = cacheKey ? (chainData.historyPages.get(cacheKey) as HistoryPage | undefined) : undefined
    if (cached) return c.json(cached, 200, headers)

    const publicUrl = publicUrlOf(chainData, c.req.url)
    const page = bitcoin
      ? bitcoinNetwork
        ? await getBitcoinHistory({
            network: bitcoinNetwork,
            networkIndex: chainData.bitcoin.list().indexOf(bitcoinNetwork),
            address: given,
            after,
            publicUrl,
          })
        : { items: [], last: undefined }
      : solana
        ? await solanaPage(context.db, chainData, given, query.chainId, after, publicUrl)
        : await getAccountHistory({
            db: context.db,
            chains: chainData.chains,
            tokens: chainData.tokens,
            prices: chainData.prices,
            address: address as `0x${string}`,
            chainId,
            after,
            publicUrl,
          })
    if (!bitcoin) await markOnrampPurchases(context.db, page.items)
    const next = page.last ? await chainData.cursors.encode(page.last, scope) : null
    const body: HistoryPage = { data: page.items, next }
    if (cacheKey) chainData.historyPages.set(cacheKey, body)
    // A page listing a pending transaction (Bitcoin's mempool) is out of date with the next block.
    const pending = page.items.some((item) => item.metadata.status === 'pending')
    return c.json(body, 200, pending ? { 'Cache-Control': 'no-store' } : headers)
  })
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { RouteResponse } from '@latch/api'
import * as api from '@latch/api'
import { InvalidCursorError } from '../chains/chainErrors.js'
import { type ChainDataContext, publicUrlOf, tokenIconUrl } from '../chains/chainParams.js'
import type { AppContext } from '../context.js'
import { errorResponse, validationHook } from '../http.js'
import { getOnrampHistory } from '../onramp/getOnrampHistory.js'
import { historyPageSize } from './getAccountHistory.js'

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

/**
 * `GET /v1/account/{address}/history`: an account's transactions from its namespace's source (the indexers'
 * tables, or a network's own API), or its on-ramp purchases; pages behind a cursor are reused while they hold.
 */
export function createHistoryRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(historyRoute, async (c) => {
    const query = c.req.valid('query')
    const account = chainData.sources.account(c.req.valid('param').address, query.chainId)
    const { address } = account
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

    const page = await account.history(after, publicUrlOf(chainData, c.req.url))
    const next = page.last ? await chainData.cursors.encode(page.last, scope) : null
    const body: HistoryPage = { data: page.items, next }
    if (cacheKey) chainData.historyPages.set(cacheKey, body)
    // A page listing a pending transaction (Bitcoin's mempool) is out of date with the next block.
    const pending = page.items.some((item) => item.metadata.status === 'pending')
    return c.json(body, 200, pending ? { 'Cache-Control': 'no-store' } : headers)
  })
}

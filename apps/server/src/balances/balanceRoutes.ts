import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { type ChainDataContext, publicUrlOf } from '../chains/chainParams.js'
import { errorResponse, validationHook } from '../http.js'

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

/** `GET /v1/account/{address}/balance`: the account's balances, read by its namespace's source. */
export function createBalanceRoutes(chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(balanceRoute, async (c) => {
    const query = c.req.valid('query')
    const account = chainData.sources.account(c.req.valid('param').address, query.chainId)
    return c.json({ balances: await account.balances(publicUrlOf(chainData, c.req.url)) }, 200)
  })
}

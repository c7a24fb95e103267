import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { UnsupportedChainError } from '../chains/chainErrors.js'
import { type ChainDataContext, publicUrlOf } from '../chains/chainParams.js'
import { errorResponse, validationHook } from '../http.js'

const gasPriceRoute = createRoute({
  method: api.gasPriceRoute.method,
  path: api.gasPriceRoute.path,
  summary: "Gas price tiers in wei from the chain's fee data; on Solana, a SOL transfer's fee in lamports",
  request: { query: api.gasPriceRoute.query },
  responses: {
    200: {
      description: 'Wei per gas for each tier (lamports per transfer on Solana)',
      content: { 'application/json': { schema: api.gasPriceRoute.response } },
    },
    400: errorResponse('Invalid parameter or unknown chain'),
    403: errorResponse('Unknown project'),
    502: errorResponse('The chain did not answer'),
  },
})

const tokensRoute = createRoute({
  method: api.swapTokensRoute.method,
  path: api.swapTokensRoute.path,
  summary:
    "The token list of a chain (the seeded registry) or of a Solana network (the server's listed tokens)",
  request: { query: api.swapTokensRoute.query },
  responses: {
    200: {
      description: 'Tokens, most prominent first',
      content: { 'application/json': { schema: api.swapTokensRoute.response } },
    },
    400: errorResponse('Invalid parameter or unknown chain'),
    403: errorResponse('Unknown project'),
  },
})

/** `GET /v1/convert/gas-price` and `GET /v1/convert/tokens`, each answered by the network's namespace's source. */
export function createConvertRoutes(chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(gasPriceRoute, async (c) => {
      const { chainId } = c.req.valid('query')
      const source = chainData.sources.network(chainId)
      if (!source.fee) throw new UnsupportedChainError(chainId)
      return c.json(await source.fee(chainId), 200)
    })
    .openapi(tokensRoute, async (c) => {
      const { chainId } = c.req.valid('query')
      const source = chainData.sources.network(chainId)
      if (!source.tokens) throw new UnsupportedChainError(chainId)
      return c.json({ tokens: await source.tokens(chainId, publicUrlOf(chainData, c.req.url)) }, 200)
    })
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { ChainUnavailableError } from '../chains/chainErrors.js'
import {
  type ChainDataContext,
  checkProject,
  nativeTokenAddress,
  publicUrlOf,
  requireChain,
  requireSolanaNetwork,
  tokenIconUrl,
} from '../chains/chainParams.js'
import type { AppContext } from '../context.js'
import { errorResponse, validationHook } from '../http.js'
import { readSolanaFee } from '../solana/readSolanaFee.js'
import { WRAPPED_SOL_MINT } from '../solana/solanaNetworks.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { readGasPrice } from './readGasPrice.js'

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

/** SOL in a token list, as Solana token lists name it: the wrapped SOL mint. */

/** `GET /v1/convert/gas-price` and `GET /v1/convert/tokens`. */
export function createConvertRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(gasPriceRoute, async (c) => {
      const query = c.req.valid('query')
      await checkProject(context, query.projectId)
      if (query.chainId.startsWith('solana:')) {
        const network = requireSolanaNetwork(chainData.solana, query.chainId)
        try {
          return c.json(await readSolanaFee(network), 200)
        } catch (error) {
          throw new ChainUnavailableError(network.caip, describeUpstreamError(error))
        }
      }
      const chain = requireChain(chainData.chains, query.chainId)
      try {
        return c.json(await readGasPrice(chain), 200)
      } catch (error) {
        throw new ChainUnavailableError(chain.caip, describeUpstreamError(error))
      }
    })
    .openapi(tokensRoute, async (c) => {
      const query = c.req.valid('query')
      await checkProject(context, query.projectId)
      const publicUrl = publicUrlOf(chainData, c.req.url)
      if (query.chainId.startsWith('solana:')) {
        const network = requireSolanaNetwork(chainData.solana, query.chainId)
        const tokens = network.tokens.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address:
            `${network.caip}:${token.address === 'native' ? WRAPPED_SOL_MINT : token.address}` as const,
          decimals: token.decimals,
          logoUri: tokenIconUrl(publicUrl, token.iconId),
        }))
        return c.json({ tokens }, 200)
      }
      const chain = requireChain(chainData.chains, query.chainId)
      const listed = (await chainData.tokens.forChain(chain.chainId)).filter((token) => token.listed)
      return c.json(
        {
          tokens: listed.map((token) => {
            const native = token.address === 'native'
            return {
              name: native ? chain.nativeCurrency.name : token.name,
              symbol: native ? chain.nativeCurrency.symbol : token.symbol,
              address: `${chain.caip}:${native ? nativeTokenAddress : token.address}` as const,
              decimals: native ? chain.nativeCurrency.decimals : token.decimals,
              logoUri: tokenIconUrl(publicUrl, token.iconId),
              eip2612: token.eip2612,
            }
          }),
        },
        200,
      )
    })
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { ChainUnavailableError, firstLine } from '../chains/chainErrors.js'
import {
  type ChainDataContext,
  ChainIdSchema,
  checkProject,
  nativeTokenAddress,
  ProjectIdSchema,
  publicUrlOf,
  requireChain,
  tokenIconUrl,
} from '../chains/chainParams.js'
import type { AppContext } from '../context.js'
import { errorResponse, validationHook } from '../http.js'
import { readGasPrice } from './readGasPrice.js'

const ChainQuerySchema = z.object({ projectId: ProjectIdSchema, chainId: ChainIdSchema })

const wei = z.string().regex(/^\d+$/).openapi({ example: '1875000000' })

const gasPriceRoute = createRoute({
  method: 'get',
  path: '/v1/convert/gas-price',
  summary: "Gas price tiers in wei from the chain's fee data",
  request: { query: ChainQuerySchema },
  responses: {
    200: {
      description: 'Wei per gas for each tier',
      content: {
        'application/json': {
          schema: z.object({ standard: wei, fast: wei, instant: wei }).openapi('GasPrice'),
        },
      },
    },
    400: errorResponse('Invalid parameter or unknown chain'),
    403: errorResponse('Unknown project'),
    502: errorResponse('The chain did not answer'),
  },
})

const TokenListEntrySchema = z
  .object({
    name: z.string().openapi({ example: 'USD Coin' }),
    symbol: z.string().openapi({ example: 'USDC' }),
    address: z.string().openapi({ description: 'CAIP-10; the native coin as eip155:<id>:0xeeee…eeee' }),
    decimals: z.number().int(),
    logoUri: z.string(),
    eip2612: z.boolean().optional().openapi({ description: 'Supports EIP-2612 permit' }),
  })
  .openapi('TokenListEntry')

const tokensRoute = createRoute({
  method: 'get',
  path: '/v1/convert/tokens',
  summary: 'The token list of a chain (the seeded registry)',
  request: { query: ChainQuerySchema },
  responses: {
    200: {
      description: 'Tokens, most prominent first',
      content: {
        'application/json': {
          schema: z.object({ tokens: z.array(TokenListEntrySchema) }).openapi('TokenList'),
        },
      },
    },
    400: errorResponse('Invalid parameter or unknown chain'),
    403: errorResponse('Unknown project'),
  },
})

/** `GET /v1/convert/gas-price` and `GET /v1/convert/tokens`. */
export function createConvertRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(gasPriceRoute, async (c) => {
      const query = c.req.valid('query')
      await checkProject(context, query.projectId)
      const chain = requireChain(chainData.chains, query.chainId)
      try {
        return c.json(await readGasPrice(chain), 200)
      } catch (error) {
        throw new ChainUnavailableError(chain.caip, firstLine(error))
      }
    })
    .openapi(tokensRoute, async (c) => {
      const query = c.req.valid('query')
      await checkProject(context, query.projectId)
      const chain = requireChain(chainData.chains, query.chainId)
      const publicUrl = publicUrlOf(chainData, c.req.url)
      const listed = (await chainData.tokens.forChain(chain.chainId)).filter((token) => token.listed)
      return c.json(
        {
          tokens: listed.map((token) => {
            const native = token.address === 'native'
            return {
              name: native ? chain.nativeCurrency.name : token.name,
              symbol: native ? chain.nativeCurrency.symbol : token.symbol,
              address: `${chain.caip}:${native ? nativeTokenAddress : token.address}`,
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

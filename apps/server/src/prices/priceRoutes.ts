import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import {
  type ChainDataContext,
  checkProject,
  nativeTokenAddress,
  ProjectIdSchema,
  publicUrlOf,
  requireChain,
  tokenIconUrl,
} from '../chains/chainParams.js'
import type { AppContext } from '../context.js'
import { errorResponse, validationHook } from '../http.js'

const Caip10TokenSchema = z
  .string()
  .max(64)
  .regex(/^eip155:[1-9]\d{0,9}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 token address such as eip155:1:0x…')
  .openapi({ example: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' })

const FungiblePriceSchema = z
  .object({
    name: z.string(),
    symbol: z.string(),
    iconUrl: z.string(),
    price: z.number().openapi({ description: 'USD price of one token' }),
    address: z.string().openapi({ description: 'The CAIP-10 address asked for' }),
  })
  .openapi('FungiblePrice')

const priceRoute = createRoute({
  method: 'post',
  path: '/v1/fungible/price',
  summary: 'USD prices of tokens (the native coin as eip155:<id>:0xeeee…eeee)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            projectId: ProjectIdSchema,
            currency: z.enum(['usd']),
            addresses: z.array(Caip10TokenSchema).min(1).max(100),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Prices of the known tokens; tokens without a price source are left out',
      content: {
        'application/json': {
          schema: z.object({ fungibles: z.array(FungiblePriceSchema) }).openapi('FungiblePrices'),
        },
      },
    },
    400: errorResponse('Invalid body or unknown chain'),
    403: errorResponse('Unknown project'),
    503: errorResponse('The price source cannot be reached'),
  },
})

/** `POST /v1/fungible/price`. */
export function createPriceRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(priceRoute, async (c) => {
    const body = c.req.valid('json')
    await checkProject(context, body.projectId)
    const byChain = new Map<string, { caip: string; address: string }[]>()
    for (const caip of body.addresses) {
      const [namespace, reference, address] = caip.split(':') as [string, string, string]
      const chain = `${namespace}:${reference}`
      const list = byChain.get(chain) ?? []
      list.push({
        caip,
        address: address.toLowerCase() === nativeTokenAddress ? 'native' : address.toLowerCase(),
      })
      byChain.set(chain, list)
    }
    const publicUrl = publicUrlOf(chainData, c.req.url)
    const answers = await Promise.all(
      [...byChain].map(async ([caip, wanted]) => {
        const chain = requireChain(chainData.chains, caip)
        const prices = await chainData.prices.getPrices(
          chain,
          wanted.map((token) => token.address),
        )
        const fungibles: z.infer<typeof FungiblePriceSchema>[] = []
        for (const token of wanted) {
          const price = prices.get(token.address)
          const info = await chainData.tokens.get(chain.chainId, token.address)
          const native = token.address === 'native'
          if (price === undefined || (!info && !native)) continue
          fungibles.push({
            name: native || !info ? chain.nativeCurrency.name : info.name,
            symbol: native || !info ? chain.nativeCurrency.symbol : info.symbol,
            iconUrl: tokenIconUrl(publicUrl, info?.iconId ?? (native ? 'eth' : undefined)),
            price,
            address: token.caip,
          })
        }
        return fungibles
      }),
    )
    return c.json({ fungibles: answers.flat() }, 200)
  })
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { FungiblePrice } from '@latch/api'
import * as api from '@latch/api'
import {
  type ChainDataContext,
  nativeTokenAddress,
  publicUrlOf,
  requireChain,
  tokenIconUrl,
} from '../chains/chainParams.js'
import { errorResponse, validationHook } from '../http.js'

const priceRoute = createRoute({
  method: api.fungiblePriceRoute.method,
  path: api.fungiblePriceRoute.path,
  summary: 'USD prices of tokens (the native coin as eip155:<id>:0xeeee…eeee)',
  request: {
    body: { required: true, content: { 'application/json': { schema: api.fungiblePriceRoute.body } } },
  },
  responses: {
    200: {
      description: 'Prices of the known tokens; tokens without a price source are left out',
      content: { 'application/json': { schema: api.fungiblePriceRoute.response } },
    },
    400: errorResponse('Invalid body or unknown chain'),
    403: errorResponse('Unknown project'),
    503: errorResponse('The price source cannot be reached'),
  },
})

/** `POST /v1/fungible/price`. */
export function createPriceRoutes(chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(priceRoute, async (c) => {
    const body = c.req.valid('json')
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
        const fungibles: FungiblePrice[] = []
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

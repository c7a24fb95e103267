import { z } from 'zod'
import { Caip10Schema, ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

export const FungiblePriceSchema = z
  .object({
    name: z.string(),
    symbol: z.string(),
    iconUrl: z.string(),
    price: z.number().meta({ description: 'USD price of one token' }),
    address: z.string().meta({ description: 'The CAIP-10 address asked for' }),
  })
  .meta({ id: 'FungiblePrice' })

export type FungiblePrice = z.infer<typeof FungiblePriceSchema>

/** `POST /v1/fungible/price`: USD prices of tokens (the native coin as eip155:<id>:0xeeee…eeee). */
export const fungiblePriceRoute = defineRoute({
  method: 'post',
  path: '/v1/fungible/price',
  body: z.object({
    projectId: ProjectIdSchema,
    currency: z.enum(['usd']),
    addresses: z
      .array(Caip10Schema.meta({ example: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }))
      .min(1)
      .max(100),
  }),
  response: z.object({ fungibles: z.array(FungiblePriceSchema) }).meta({ id: 'FungiblePrices' }),
})

import { z } from 'zod'
import { AccountChainIdSchema, AddressParamSchema, ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

/** A token the account holds: its amount, and its USD price and value when one is known. */
export const TokenBalanceSchema = z
  .object({
    name: z.string().meta({ example: 'USD Coin' }),
    symbol: z.string().meta({ example: 'USDC' }),
    chainId: z.string().meta({ example: 'eip155:31337' }),
    address: z.string().optional().meta({
      description: 'CAIP-10 token address; absent for the native coin',
      example: 'eip155:31337:0x5fbd…',
    }),
    value: z.number().optional().meta({ description: 'USD value; absent when no price is known' }),
    price: z
      .number()
      .optional()
      .meta({ description: 'USD price of one token; absent when no price is known' }),
    quantity: z.object({
      decimals: z.string().meta({ example: '6' }),
      numeric: z.string().meta({ description: 'Decimal amount in token units', example: '1500.25' }),
    }),
    iconUrl: z.string(),
  })
  .meta({ id: 'TokenBalance' })

export type TokenBalance = z.infer<typeof TokenBalanceSchema>

export const BalancesSchema = z.object({ balances: z.array(TokenBalanceSchema) }).meta({ id: 'Balances' })

/** `GET /v1/account/{address}/balance`: native and token balances, read from the chain. */
export const accountBalanceRoute = defineRoute({
  method: 'get',
  path: '/v1/account/{address}/balance',
  params: AddressParamSchema,
  query: z.object({
    projectId: ProjectIdSchema,
    chainId: AccountChainIdSchema.optional().meta({
      description: 'CAIP-2 chain; every configured chain when absent',
    }),
    currency: z.enum(['usd']).default('usd'),
    forceUpdate: z.string().max(64).optional(),
  }),
  response: BalancesSchema,
})

import { z } from 'zod'
import { AccountChainIdSchema, AddressParamSchema, CaipNetworkIdSchema, ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

const FungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.object({ url: z.string() }),
})
const NftInfoSchema = z.object({
  name: z.string(),
  content: z.object({ preview: z.object({ url: z.string() }) }),
  flags: z.object({ is_spam: z.boolean() }),
})

export const OperationTypeSchema = z.enum([
  'send',
  'receive',
  'trade',
  'mint',
  'burn',
  'approve',
  'execute',
  'buy',
])

export type OperationType = z.infer<typeof OperationTypeSchema>

export const HistoryTransferSchema = z.object({
  fungible_info: FungibleInfoSchema.optional(),
  nft_info: NftInfoSchema.optional(),
  direction: z.enum(['in', 'out']),
  quantity: z.object({
    numeric: z.string().meta({ description: 'Decimal amount in token units', example: '1.5' }),
    decimals: z.number().int().optional(),
  }),
  value: z.number().optional().meta({ description: 'USD value at the current price' }),
  price: z.number().optional().meta({ description: 'Current USD price of one unit' }),
})

export type HistoryTransfer = z.infer<typeof HistoryTransferSchema>

export const TransactionHistoryItemSchema = z
  .object({
    id: z.string().meta({ example: 'eip155:31337:0x5c50…' }),
    metadata: z.object({
      minedAt: z.string().meta({ example: '2026-01-01T12:00:00.000Z' }),
      chain: CaipNetworkIdSchema,
      status: z.enum(['confirmed', 'pending']).meta({
        description: 'pending: still in the mempool (Bitcoin); the indexers list mined transactions only',
      }),
      operationType: OperationTypeSchema,
      sentFrom: z.string(),
      sentTo: z.string(),
      hash: z.string(),
      nonce: z.number().int().optional(),
    }),
    transfers: z.array(HistoryTransferSchema),
  })
  .meta({ id: 'TransactionHistoryItem' })

export type TransactionHistoryItem = z.infer<typeof TransactionHistoryItemSchema>

export const TransactionHistoryPageSchema = z
  .object({ data: z.array(TransactionHistoryItemSchema), next: z.string().nullable() })
  .meta({ id: 'TransactionHistoryPage' })

export type TransactionHistoryPage = z.infer<typeof TransactionHistoryPageSchema>

/** `GET /v1/account/{address}/history`: an account's transactions, newest first, 20 per page. */
export const accountHistoryRoute = defineRoute({
  method: 'get',
  path: '/v1/account/{address}/history',
  params: AddressParamSchema,
  query: z.object({
    projectId: ProjectIdSchema,
    chainId: AccountChainIdSchema.optional(),
    cursor: z.string().max(256).optional().meta({
      description: 'The `next` of the previous page; opaque and bound to this account and chain filter',
    }),
    onramp: z
      .string()
      .max(32)
      .regex(/^[a-z0-9-]+$/)
      .optional()
      .meta({
        description:
          "On-ramp purchases instead of transactions: a provider's id (coinbase, moonpay, sandbox), or `true` for every provider",
      }),
    cache: z
      .enum(['true', 'false'])
      .optional()
      .meta({ description: "'false' asks caches not to reuse the answer" }),
  }),
  response: TransactionHistoryPageSchema,
})

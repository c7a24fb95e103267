import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { InvalidCursorError } from '../chains/chainErrors.js'
import {
  AddressParamSchema,
  type ChainDataContext,
  ChainIdSchema,
  checkProject,
  lower,
  ProjectIdSchema,
  publicUrlOf,
  requireChain,
} from '../chains/chainParams.js'
import type { AppContext } from '../context.js'
import { errorResponse, validationHook } from '../http.js'
import { getAccountHistory, historyPageSize, type TransactionHistoryItem } from './getAccountHistory.js'

type HistoryPage = { data: TransactionHistoryItem[]; next: string | null }

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

export const TransactionHistoryItemSchema = z
  .object({
    id: z.string().openapi({ example: 'eip155:31337:0x5c50…' }),
    metadata: z.object({
      minedAt: z.string().openapi({ example: '2026-01-01T12:00:00.000Z' }),
      chain: z.string().openapi({ example: 'eip155:31337' }),
      status: z.literal('confirmed'),
      operationType: z.enum(['send', 'receive', 'trade', 'mint', 'burn', 'approve', 'execute']),
      sentFrom: z.string(),
      sentTo: z.string(),
      hash: z.string(),
      nonce: z.number().int().optional(),
    }),
    transfers: z.array(
      z.object({
        fungible_info: FungibleInfoSchema.optional(),
        nft_info: NftInfoSchema.optional(),
        direction: z.enum(['in', 'out']),
        quantity: z.object({
          numeric: z.string().openapi({ description: 'Decimal amount in token units', example: '1.5' }),
          decimals: z.number().int().optional(),
        }),
        value: z.number().optional().openapi({ description: 'USD value at the current price' }),
        price: z.number().optional().openapi({ description: 'Current USD price of one unit' }),
      }),
    ),
  })
  .openapi('TransactionHistoryItem')

const historyRoute = createRoute({
  method: 'get',
  path: '/v1/account/{address}/history',
  summary: `An account's transactions, newest first, ${historyPageSize} per page`,
  request: {
    params: AddressParamSchema,
    query: z.object({
      projectId: ProjectIdSchema,
      chainId: ChainIdSchema.optional(),
      cursor: z.string().max(256).optional().openapi({
        description: 'The `next` of the previous page; opaque and bound to this account and chain filter',
      }),
      onramp: z
        .string()
        .max(32)
        .regex(/^[a-z0-9-]+$/)
        .optional()
        .openapi({
          description: 'On-ramp provider: this server records no on-ramp purchases, so the list is empty',
        }),
      cache: z
        .enum(['true', 'false'])
        .optional()
        .openapi({ description: "'false' asks caches not to reuse the answer" }),
    }),
  },
  responses: {
    200: {
      description: 'One page; `next` is null on the last page',
      content: {
        'application/json': {
          schema: z
            .object({ data: z.array(TransactionHistoryItemSchema), next: z.string().nullable() })
            .openapi('TransactionHistoryPage'),
        },
      },
    },
    400: errorResponse('Invalid parameter, unknown chain or a cursor this server did not issue'),
    403: errorResponse('Unknown project'),
  },
})

/** `GET /v1/account/{address}/history`: transaction history from the indexer. */
export function createHistoryRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(historyRoute, async (c) => {
    const query = c.req.valid('query')
    const address = lower(c.req.valid('param').address)
    await checkProject(context, query.projectId)
    const chainId = query.chainId ? requireChain(chainData.chains, query.chainId).chainId : undefined
    const scope = `${address}|${chainId ?? '*'}`
    const after = query.cursor === undefined ? undefined : await chainData.cursors.decode(query.cursor, scope)
    if (query.cursor !== undefined && !after) throw new InvalidCursorError()
    const headers = { 'Cache-Control': query.cache === 'false' ? 'no-store' : 'private, max-age=5' }
    if (query.onramp) return c.json({ data: [], next: null }, 200, headers)
    // The first page changes with every new block; a page behind a cursor does not.
    const cacheKey = query.cursor && query.cache !== 'false' ? `${scope}|${query.cursor}` : undefined
    const cached = cacheKey ? (chainData.historyPages.get(cacheKey) as HistoryPage | undefined) : undefined
    if (cached) return c.json(cached, 200, headers)

    const page = await getAccountHistory({
      db: context.db,
      chains: chainData.chains,
      tokens: chainData.tokens,
      prices: chainData.prices,
      address,
      chainId,
      after,
      publicUrl: publicUrlOf(chainData, c.req.url),
    })
    const next = page.last ? await chainData.cursors.encode(page.last, scope) : null
    const body: HistoryPage = { data: page.items, next }
    if (cacheKey) chainData.historyPages.set(cacheKey, body)
    return c.json(body, 200, headers)
  })
}

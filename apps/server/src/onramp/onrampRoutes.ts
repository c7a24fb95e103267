import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { and, eq } from 'drizzle-orm'
import type { ProjectEnv } from '../access/projectEnv.js'
import { InvalidBodyError } from '../errors.js'
import { errorResponse, validationHook } from '../http.js'
import { buildProviderUrl } from './buildProviderUrl.js'
import type { OnrampContext } from './onrampContext.js'
import { OnrampProviderUnavailableError, OnrampPurchaseNotFoundError } from './onrampErrors.js'
import { isOnrampProviderAvailable, onrampProviderInfo } from './onrampSettings.js'
import { onrampPurchases } from './onrampTables.js'
import { quoteOnramp } from './quoteOnramp.js'

const providersRoute = createRoute({
  method: api.onrampProvidersRoute.method,
  path: api.onrampProvidersRoute.path,
  summary:
    'The on-ramp providers with their fees and namespaces; `available` when this server holds their keys',
  request: { query: api.onrampProvidersRoute.query },
  responses: {
    200: {
      description: 'Providers',
      content: { 'application/json': { schema: api.onrampProvidersRoute.response } },
    },
    400: errorResponse('Invalid parameter'),
    403: errorResponse('Unknown project'),
  },
})

const quoteRoute = createRoute({
  method: api.onrampQuoteRoute.method,
  path: api.onrampQuoteRoute.path,
  summary: 'What a fiat amount buys through a provider, after its fee',
  request: { query: api.onrampQuoteRoute.query },
  responses: {
    200: { description: 'Quote', content: { 'application/json': { schema: api.onrampQuoteRoute.response } } },
    400: errorResponse(
      'Invalid parameter, an amount out of limits, a network the provider does not serve, or a token without price',
    ),
    403: errorResponse('Unknown project'),
  },
})

const sessionRoute = createRoute({
  method: api.onrampSessionRoute.method,
  path: api.onrampSessionRoute.path,
  summary:
    "Starts a purchase: records it as pending and answers the provider's widget URL, signed where the provider asks",
  request: {
    query: api.onrampSessionRoute.query,
    body: { required: true, content: { 'application/json': { schema: api.onrampSessionRoute.body } } },
  },
  responses: {
    200: {
      description: 'The purchase and its URL',
      content: { 'application/json': { schema: api.onrampSessionRoute.response } },
    },
    400: errorResponse('Invalid body, a provider not configured, or an order the quote refuses'),
    403: errorResponse('Unknown project'),
    502: errorResponse('The provider refused to start the purchase'),
  },
})

const purchaseRoute = createRoute({
  method: api.onrampPurchaseRoute.method,
  path: api.onrampPurchaseRoute.path,
  summary: "A purchase's status, moved on by the provider's webhook",
  request: { params: api.onrampPurchaseRoute.params, query: api.onrampPurchaseRoute.query },
  responses: {
    200: {
      description: 'The purchase',
      content: { 'application/json': { schema: api.onrampPurchaseRoute.response } },
    },
    400: errorResponse('Invalid parameter'),
    403: errorResponse('Unknown project'),
    404: errorResponse('No such purchase in this project'),
  },
})

/** `/v1/onramp/*`: the providers, quotes, purchases started from the widget and their status. */
export function createOnrampRoutes(context: OnrampContext) {
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
    .openapi(providersRoute, (c) => {
      const providers = onrampProviderInfo
        // The sandbox is listed only where it runs: development stacks.
        .filter((info) => !info.sandbox || context.settings.sandbox)
        .map((info) => ({ ...info, available: isOnrampProviderAvailable(context.settings, info.id) }))
      return c.json({ providers }, 200)
    })
    .openapi(quoteRoute, async (c) => {
      const { projectId: _projectId, ...order } = c.req.valid('query')
      return c.json(await quoteOnramp(context.chainData, order), 200)
    })
    .openapi(sessionRoute, async (c) => {
      const projectId = c.get('project').id
      const body = c.req.valid('json')
      if (!isOnrampProviderAvailable(context.settings, body.provider)) {
        throw new OnrampProviderUnavailableError(body.provider)
      }
      const solana = body.network.startsWith('solana:')
      if (solana !== !body.address.startsWith('0x'))
        throw new InvalidBodyError(`body.address: must be an address on ${body.network}`)
      const quote = await quoteOnramp(context.chainData, body)
      const address = solana ? body.address : body.address.toLowerCase()
      const [purchase] = await context.app.db
        .insert(onrampPurchases)
        .values({
          projectId,
          provider: body.provider,
          address,
          network: body.network,
          tokenAddress: quote.token.address,
          tokenSymbol: quote.token.symbol,
          tokenDecimals: String(quote.token.decimals),
          fiatAmount: quote.fiatAmount,
          fiatCurrency: quote.fiatCurrency,
          cryptoAmount: quote.cryptoAmount,
        })
        .returning({ id: onrampPurchases.id })
      const purchaseId = (purchase as { id: string }).id
      const url = await buildProviderUrl(context.settings, body.provider, {
        purchaseId,
        address,
        network: body.network,
        symbol: quote.token.symbol,
        fiatAmount: quote.fiatAmount,
        fiatCurrency: quote.fiatCurrency,
        clientIp: context.app.limits.clientIp(c),
        publicUrl: context.publicUrl(),
        nowSeconds: Math.floor(context.now() / 1000),
      })
      return c.json({ purchaseId, url }, 200)
    })
    .openapi(purchaseRoute, async (c) => {
      const projectId = c.get('project').id
      const { id } = c.req.valid('param')
      const [row] = await context.app.db
        .select()
        .from(onrampPurchases)
        .where(and(eq(onrampPurchases.id, id), eq(onrampPurchases.projectId, projectId)))
      if (!row) throw new OnrampPurchaseNotFoundError(id)
      return c.json(
        {
          id: row.id,
          provider: row.provider as api.OnrampProviderId,
          status: row.status,
          cryptoAmount: row.status === 'completed' ? row.cryptoAmount : null,
          txHash: row.txHash,
        },
        200,
      )
    })
}

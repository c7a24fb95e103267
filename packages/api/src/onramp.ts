import { z } from 'zod'
import { CaipNetworkIdSchema, ProjectQuerySchema } from './common.js'
import { defineRoute } from './defineRoute.js'

/** The namespaces an on-ramp provider delivers to. */
export const OnrampNamespaceSchema = z.enum(['eip155', 'solana'])

/** An on-ramp provider's id: the real ones, and the sandbox our stack serves for development and tests. */
export const OnrampProviderIdSchema = z.enum(['coinbase', 'moonpay', 'sandbox'])

export type OnrampProviderId = z.infer<typeof OnrampProviderIdSchema>

export const OnrampProviderSchema = z
  .object({
    id: OnrampProviderIdSchema,
    name: z.string().meta({ example: 'Coinbase' }),
    /** The provider's fee as a range of percent of the fiat amount, e.g. 1-2%. */
    feeRange: z.object({ min: z.number(), max: z.number() }),
    namespaces: z.array(OnrampNamespaceSchema),
    /** False when this server holds no keys for it: listed, but a purchase cannot start. */
    available: z.boolean(),
    sandbox: z.boolean(),
  })
  .meta({ id: 'OnrampProvider' })

export type OnrampProvider = z.infer<typeof OnrampProviderSchema>

/** `GET /v1/onramp/providers`: the on-ramp providers, in the order the widget lists them. */
export const onrampProvidersRoute = defineRoute({
  method: 'get',
  path: '/v1/onramp/providers',
  query: ProjectQuerySchema,
  response: z.object({ providers: z.array(OnrampProviderSchema) }),
})

const FiatAmountSchema = z
  .string()
  .max(16)
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be a fiat amount such as 50 or 49.99')
  .meta({ example: '50' })

const TokenParamSchema = z
  .string()
  .max(44)
  .regex(
    /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|native)$/,
    "must be the token's contract address, its Solana mint, or native (SOL)",
  )
  .meta({ example: '0x5fbdb2315678afecb367f032d93f642f64180aa3' })

const OnrampOrderSchema = z.object({
  provider: OnrampProviderIdSchema,
  network: CaipNetworkIdSchema,
  token: TokenParamSchema,
  fiatAmount: FiatAmountSchema,
  fiatCurrency: z.enum(['USD']).default('USD'),
})

export const OnrampQuoteSchema = z
  .object({
    provider: OnrampProviderIdSchema,
    network: z.string(),
    token: z.object({ address: z.string(), symbol: z.string(), decimals: z.number().int() }),
    fiatAmount: z.string(),
    fiatCurrency: z.string(),
    feeAmount: z.string().meta({ description: "The provider's fee in fiat", example: '0.75' }),
    cryptoAmount: z
      .string()
      .meta({ description: 'What the visitor receives, in token units', example: '49.25' }),
    cardNetwork: z.string().meta({
      description:
        "The chain a card purchase delivers on: the network's own card on-ramp chain, else ethereum",
      example: 'ethereum',
    }),
    /** True when the amount is this server's estimate (the provider's own widget gives the final one). */
    estimate: z.boolean(),
  })
  .meta({ id: 'OnrampQuote' })

export type OnrampQuote = z.infer<typeof OnrampQuoteSchema>

/** `GET /v1/onramp/quote`: what a fiat amount buys through a provider, after its fee. */
export const onrampQuoteRoute = defineRoute({
  method: 'get',
  path: '/v1/onramp/quote',
  query: ProjectQuerySchema.extend(OnrampOrderSchema.shape),
  response: OnrampQuoteSchema,
})

/** `POST /v1/onramp/session`: a purchase started: the provider's widget URL (signed where it asks) to open. */
export const onrampSessionRoute = defineRoute({
  method: 'post',
  path: '/v1/onramp/session',
  query: ProjectQuerySchema,
  body: OnrampOrderSchema.extend({
    address: z
      .string()
      .max(44)
      .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'must be an EVM or Solana address'),
  }),
  response: z.object({ purchaseId: z.string(), url: z.string() }),
})

export const OnrampPurchaseStatusSchema = z.enum(['pending', 'completed', 'failed'])

/** `GET /v1/onramp/purchases/{id}`: a purchase's status, which the provider's webhook moves on. */
export const onrampPurchaseRoute = defineRoute({
  method: 'get',
  path: '/v1/onramp/purchases/{id}',
  params: z.object({ id: z.string().uuid() }),
  query: ProjectQuerySchema,
  response: z.object({
    id: z.string(),
    provider: OnrampProviderIdSchema,
    status: OnrampPurchaseStatusSchema,
    cryptoAmount: z.string().nullable(),
    txHash: z.string().nullable(),
  }),
})

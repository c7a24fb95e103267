import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { errorResponse, validationHook } from '../http.js'
import { completePurchase } from './completePurchase.js'
import type { OnrampContext } from './onrampContext.js'
import { OnrampProviderUnavailableError } from './onrampErrors.js'
import { onrampWebhooks } from './onrampTables.js'
import { ReplayedWebhookError, verifyWebhook } from './webhookSignature.js'

/** The sandbox provider's callback, signed `Latch-Sandbox-Signature: t=…,s=…`. */
export const SandboxWebhookSchema = z.object({
  purchaseId: z.string().uuid(),
  status: z.enum(['completed', 'failed']),
  cryptoAmount: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .max(40),
  /** The delivering transaction: an EVM hash, or a Solana signature (base58). */
  txHash: z
    .string()
    .regex(/^(0x[0-9a-f]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/)
    .optional(),
})

/** MoonPay's transaction webhook (the fields read), signed `Moonpay-Signature-V2: t=…,s=…`. */
const MoonpayWebhookSchema = z.object({
  type: z.string().max(64),
  data: z.object({
    status: z.string().max(32),
    externalTransactionId: z.string().uuid().nullish(),
    quoteCurrencyAmount: z.number().nullish(),
    cryptoTransactionId: z.string().max(128).nullish(),
  }),
})

const accepted = {
  200: {
    description: 'Accepted',
    content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
  },
  400: errorResponse('A body that is not the webhook, or a provider not configured'),
  401: errorResponse('A missing, forged or stale signature'),
  404: errorResponse('No such purchase'),
  409: errorResponse('A replayed delivery, or a purchase already settled'),
}

const sandboxWebhookRoute = createRoute({
  method: 'post',
  path: '/onramp/webhook/sandbox',
  summary: "The sandbox provider's purchase callback",
  request: { body: { required: true, content: { 'application/json': { schema: SandboxWebhookSchema } } } },
  responses: accepted,
})

const moonpayWebhookRoute = createRoute({
  method: 'post',
  path: '/onramp/webhook/moonpay',
  summary: "MoonPay's transaction webhook",
  request: { body: { required: true, content: { 'application/json': { schema: MoonpayWebhookSchema } } } },
  responses: accepted,
})

/**
 * Checks the signature over the raw body before the body is parsed (so a forged call is a 401, whatever it
 * holds), then records it: the same signed delivery a second time is a 409.
 */
function verified(
  context: OnrampContext,
  provider: string,
  header: string,
  secret: () => string | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const key = secret()
    if (!key) throw new OnrampProviderUnavailableError(provider)
    const body = await c.req.text()
    const signature = verifyWebhook(c.req.header(header), body, key, Math.floor(context.now() / 1000))
    const recorded = await context.app.db
      .insert(onrampWebhooks)
      .values({ signature: `${provider}:${signature}`, provider })
      .onConflictDoNothing()
      .returning({ signature: onrampWebhooks.signature })
    if (recorded.length === 0) throw new ReplayedWebhookError()
    await next()
  }
}

/** The providers' signed callbacks: they settle purchases. Public paths (providers call them, not sites). */
export function createOnrampWebhookRoutes(context: OnrampContext) {
  const app = new OpenAPIHono({ defaultHook: validationHook })
  app.use(
    sandboxWebhookRoute.path,
    verified(context, 'sandbox', 'Latch-Sandbox-Signature', () => context.settings.sandbox?.webhookSecret),
  )
  app.use(
    moonpayWebhookRoute.path,
    verified(context, 'moonpay', 'Moonpay-Signature-V2', () => context.settings.moonpay?.webhookKey),
  )
  return app
    .openapi(sandboxWebhookRoute, async (c) => {
      const body = c.req.valid('json')
      await completePurchase(context.app.db, {
        id: body.purchaseId,
        provider: 'sandbox',
        status: body.status,
        cryptoAmount: body.cryptoAmount,
        txHash: body.txHash,
      })
      return c.json({ ok: true as const }, 200)
    })
    .openapi(moonpayWebhookRoute, async (c) => {
      const { data } = c.req.valid('json')
      const status =
        data.status === 'completed' ? 'completed' : data.status === 'failed' ? 'failed' : undefined
      // Other statuses (pending, waitingPayment…) move nothing; a purchase not started here has no id.
      if (status && data.externalTransactionId) {
        await completePurchase(context.app.db, {
          id: data.externalTransactionId,
          provider: 'moonpay',
          status,
          cryptoAmount: data.quoteCurrencyAmount == null ? undefined : String(data.quoteCurrencyAmount),
          txHash: data.cryptoTransactionId ?? undefined,
        })
      }
      return c.json({ ok: true as const }, 200)
    })
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { type Address, createWalletClient, custom, parseAbi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chainNumber } from '../chains/chainParams.js'
import { validationHook } from '../http.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { deliverOnSolana } from './deliverOnSolana.js'
import type { OnrampContext } from './onrampContext.js'
import { onrampPurchases, onrampWebhooks } from './onrampTables.js'
import { signWebhook } from './webhookSignature.js'

/** The sandbox's test cards: one is paid, one is declined (Stripe's well-known numbers). */
export const sandboxCards = { paid: '4242424242424242', declined: '4000000000000002' } as const

const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

/** The sandbox's claim on paying a purchase, kept beside the webhook deliveries it leads to. */
const sandboxPaymentClaim = (purchaseId: string) => `sandbox-payment:${purchaseId}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** One page, no script: a visible SANDBOX banner over the order and the card form or the outcome. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>SANDBOX · ${escapeHtml(title)}</title><style>
body{font:15px system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
.banner{background:#b45309;color:#fff;font-weight:700;text-align:center;padding:8px;letter-spacing:.08em}
main{max-width:380px;margin:24px auto;background:#fff;border-radius:12px;padding:20px}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{margin-top:16px;width:100%;padding:10px;font:inherit;font-weight:600}
.error{color:#b91c1c}.ok{color:#15803d}</style></head>
<body><div class="banner" role="banner">SANDBOX: test payments only, no real money moves</div>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

const purchaseRoute = createRoute({
  method: 'get',
  path: '/onramp/sandbox/{id}',
  summary: "The sandbox provider's checkout page (development only)",
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 200: { description: 'The page', content: { 'text/html': { schema: z.string() } } } },
})

const payRoute = createRoute({
  method: 'post',
  path: '/onramp/sandbox/{id}',
  summary: 'Pays a sandbox purchase with a test card: mints the amount on the devnet, then calls the webhook',
  request: {
    params: z.object({ id: z.string().uuid() }),
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            cardNumber: z.string().max(32),
            expiry: z.string().max(8),
            cvc: z.string().max(4),
          }),
        },
      },
    },
  },
  responses: { 200: { description: 'The outcome page', content: { 'text/html': { schema: z.string() } } } },
})

/**
 * The sandbox provider, served by our own stack for development and tests: a checkout page labelled
 * SANDBOX that takes a test card, mints the bought amount to the visitor on the devnet (for real, with the
 * token's minter key; on Solana, minted or SOL sent by the sandbox's key), then calls our webhook, signed, as
 * a real provider would.
 */
export function createSandboxRoutes(context: OnrampContext) {
  const { db } = context.app
  const load = async (id: string) =>
    (
      await db
        .select()
        .from(onrampPurchases)
        .where(and(eq(onrampPurchases.id, id), eq(onrampPurchases.provider, 'sandbox')))
    )[0]

  const order = (row: NonNullable<Awaited<ReturnType<typeof load>>>) =>
    `<p>You pay <strong>${escapeHtml(row.fiatAmount)} ${escapeHtml(row.fiatCurrency)}</strong> and receive
<strong data-testid="sandbox-amount">${escapeHtml(row.cryptoAmount)} ${escapeHtml(row.tokenSymbol)}</strong>
on ${escapeHtml(row.network)} at <code>${escapeHtml(row.address)}</code>.</p>`

  const form = (id: string, error?: string) =>
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/onramp/sandbox/${id}">
<label for="card">Card number</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required>
<label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12/34" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123" required>
<button type="submit">Pay</button></form>
<p>Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.</p>`

  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(purchaseRoute, async (c) => {
      const row = await load(c.req.valid('param').id)
      if (!row)
        return c.html(
          page('Purchase not found', '<p class="error">No sandbox purchase with this id.</p>'),
          200,
        )
      if (row.status !== 'pending') {
        return c.html(
          page('Purchase settled', `${order(row)}<p>This purchase is already ${row.status}.</p>`),
          200,
        )
      }
      return c.html(page('Buy crypto', order(row) + form(row.id)), 200)
    })
    .openapi(payRoute, async (c) => {
      const sandbox = context.settings.sandbox
      const { id } = c.req.valid('param')
      const row = await load(id)
      if (!row || !sandbox)
        return c.html(
          page('Purchase not found', '<p class="error">No sandbox purchase with this id.</p>'),
          200,
        )
      const settled = () =>
        c.html(page('Purchase settled', `${order(row)}<p>This purchase is already ${row.status}.</p>`), 200)
      if (row.status !== 'pending') return settled()
      const card = c.req.valid('form').cardNumber.replace(/[\s-]/g, '')
      if (card !== sandboxCards.paid && card !== sandboxCards.declined) {
        return c.html(
          page('Buy crypto', order(row) + form(id, 'This is not a test card. Use 4242 4242 4242 4242.')),
          200,
        )
      }
      // One payment per purchase, on whichever server the form reaches: the payment is claimed in the database
      // before anything is minted or sent. A second payment finds the claim and delivers nothing.
      const claim = sandboxPaymentClaim(id)
      const claimed = await db
        .insert(onrampWebhooks)
        .values({ signature: claim, provider: 'sandbox' })
        .onConflictDoNothing()
        .returning({ signature: onrampWebhooks.signature })
      if (claimed.length === 0) return settled()
      let txHash: string | undefined
      try {
        if (card === sandboxCards.paid && row.network.startsWith('solana:')) {
          const network = context.chainData.solana.get(row.network)
          if (!network || !sandbox.solanaMinterSecretKey)
            throw new Error(`the sandbox does not deliver on ${row.network}`)
          txHash = await deliverOnSolana(network, {
            secretKey: sandbox.solanaMinterSecretKey,
            token: row.tokenAddress,
            to: row.address,
            amount: parseUnits(row.cryptoAmount, Number(row.tokenDecimals)),
          })
        } else if (card === sandboxCards.paid) {
          const chain = context.chainData.chains.get(chainNumber(row.network))
          if (!chain) throw new Error(`the network ${row.network} is not served`)
          const wallet = createWalletClient({
            account: privateKeyToAccount(sandbox.minterPrivateKey),
            chain: chain.client.chain,
            transport: custom({
              request: ({ method, params }) => chain.rpc.request(method, params as unknown[] | undefined),
            }),
          })
          const hash = await wallet.writeContract({
            chain: chain.client.chain,
            address: row.tokenAddress as Address,
            abi: mintAbi,
            functionName: 'mint',
            args: [row.address as Address, parseUnits(row.cryptoAmount, Number(row.tokenDecimals))],
          })
          const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: 30_000 })
          if (receipt.status !== 'success') throw new Error('the mint transaction reverted')
          txHash = hash
        }
        const body = JSON.stringify({
          purchaseId: id,
          status: txHash ? 'completed' : 'failed',
          cryptoAmount: row.cryptoAmount,
          ...(txHash ? { txHash } : {}),
        })
        const response = await fetch(`${context.publicUrl()}/onramp/webhook/sandbox`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Latch-Sandbox-Signature': signWebhook(
              body,
              sandbox.webhookSecret,
              Math.floor(context.now() / 1000),
            ),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`)
        return c.html(
          txHash
            ? page(
                'Payment complete',
                `${order(row)}<p class="ok" role="status">Payment complete. The tokens are on their way; you can close this window.</p>`,
              )
            : page(
                'Payment declined',
                `${order(row)}<p class="error" role="alert">The card was declined. Nothing was charged.</p>`,
              ),
          200,
        )
      } catch (error) {
        // Nothing delivered: the purchase may be paid again. Tokens that went out keep the claim, so a second
        // payment cannot deliver them twice (the purchase stays pending until its webhook arrives).
        if (!txHash) await db.delete(onrampWebhooks).where(eq(onrampWebhooks.signature, claim))
        return c.html(
          page(
            'Payment failed',
            `${order(row)}<p class="error" role="alert">The sandbox could not deliver: ${escapeHtml(describeUpstreamError(error))}</p>`,
          ),
          200,
        )
      }
    })
}

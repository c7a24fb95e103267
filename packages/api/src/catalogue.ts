import { z } from 'zod'
import { ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

const caip2Regex = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const walletIdRegex = /^[A-Za-z0-9._-]{1,128}$/

/** A comma-separated list parameter; empty items are ignored, each item must match `itemRegex`. */
const commaList = (itemRegex: RegExp, itemName: string, example: string) =>
  z
    .string()
    .max(8_192)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
      for (const item of items) {
        if (!itemRegex.test(item)) {
          ctx.addIssue({ code: 'custom', message: `"${item.slice(0, 80)}" is not a valid ${itemName}` })
          return z.NEVER
        }
      }
      return items
    })
    .meta({ example, description: `Comma-separated ${itemName}s` })

export const GetWalletsQuerySchema = z.object({
  projectId: ProjectIdSchema,
  st: z.string().max(64).optional().meta({ description: 'SDK type', example: 'latch' }),
  sv: z.string().max(64).optional().meta({ description: 'SDK version', example: 'react-0.1.0' }),
  page: z.coerce.number().int().min(1).default(1).meta({ example: 1 }),
  entries: z.coerce.number().int().min(1).max(100).default(40).meta({ example: 40 }),
  chains: commaList(caip2Regex, 'CAIP-2 chain id', 'eip155:1,eip155:137').meta({
    description:
      "The dApp's CAIP-2 chains: lists the wallets that support one of their namespaces (a wallet adds any chain of its namespace on request; wallets without chain data count as eip155)",
  }),
  include: commaList(walletIdRegex, 'wallet id', 'io.metamask,com.coinbase.wallet'),
  exclude: commaList(walletIdRegex, 'wallet id', 'io.rabby'),
  search: z
    .string()
    .max(64)
    .optional()
    .meta({ description: 'Case-insensitive substring of the wallet name; trimmed', example: 'meta' }),
  badge_type: z
    .enum(['none', 'certified'])
    .optional()
    .meta({ description: "'certified' lists only certified wallets; 'none' applies no badge filter" }),
})

export const WalletListEntrySchema = z
  .object({
    id: z.string().meta({ example: 'io.metamask' }),
    name: z.string().meta({ example: 'MetaMask' }),
    image_id: z.string().nullable(),
    rdns: z.string().nullable(),
    mobile_link: z.string().nullable(),
    desktop_link: z.string().nullable(),
    webapp_link: z.string().nullable(),
    homepage: z.string().nullable(),
    app_store: z.string().nullable(),
    play_store: z.string().nullable(),
    chrome_store: z.string().nullable(),
    chains: z.array(z.string()).meta({
      description:
        'CAIP-2 chains; empty when the catalogue has no chain data (such wallets match any eip155 chain)',
    }),
    explorer_id: z.string().nullable().meta({ description: 'WalletConnect registry id (64 hex)' }),
    badge_type: z.enum(['none', 'certified']),
  })
  .meta({ id: 'WalletListEntry' })

export type WalletListEntry = z.infer<typeof WalletListEntrySchema>

export const WalletPageSchema = z
  .object({ data: z.array(WalletListEntrySchema), count: z.number().int() })
  .meta({ id: 'WalletPage' })

/** `GET /getWallets`: one page of the wallet catalogue, in popularity order. */
export const getWalletsRoute = defineRoute({
  method: 'get',
  path: '/getWallets',
  query: GetWalletsQuerySchema,
  response: WalletPageSchema,
})

const imageIdParam = (regex: RegExp, example: string) =>
  z.object({
    id: z
      .string()
      .regex(regex, 'contains characters an image id cannot have')
      .meta({ param: { name: 'id', in: 'path' }, example }),
  })

/** `GET /getWalletImage/{id}`: a wallet's icon by its `image_id` (WebP or JPEG). */
export const walletImageRoute = defineRoute({
  method: 'get',
  path: '/getWalletImage/{id}',
  params: imageIdParam(/^[A-Za-z0-9-]{1,100}$/, '3386dde1-8b24-48c8-4b81-16979e342000'),
})

/** `GET /public/getAssetImage/{id}`: a network icon by web3icons id (`ethereum`) or CAIP-2 id (`eip155:1`). */
export const assetImageRoute = defineRoute({
  method: 'get',
  path: '/public/getAssetImage/{id}',
  params: imageIdParam(/^(?:[a-z0-9-]{1,64}|[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/, 'eip155:1'),
})

/** `GET /public/getTokenImage/{id}`: a token icon by symbol, case-insensitive. */
export const tokenImageRoute = defineRoute({
  method: 'get',
  path: '/public/getTokenImage/{id}',
  params: imageIdParam(/^[A-Za-z0-9]{1,20}$/, 'usdc'),
})

/** `GET /public/getCurrencyImage/{id}`: a fiat currency badge by ISO 4217 code, case-insensitive. */
export const currencyImageRoute = defineRoute({
  method: 'get',
  path: '/public/getCurrencyImage/{id}',
  params: imageIdParam(/^[A-Za-z]{3}$/, 'usd'),
})

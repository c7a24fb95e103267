import { readFile } from 'node:fs/promises'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { type AppContext, requireProject } from '../context.js'
import { ImageNotFoundError } from '../errors.js'
import { errorResponse, imageHeaders, validationHook } from '../http.js'
import { renderCurrencyBadge } from '../images/renderCurrencyBadge.js'
import { answerPreparedPage } from './answerPreparedPage.js'
import type { WalletQuery } from './createCatalogueStore.js'
import type { ImageFile } from './loadCatalogueSource.js'

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
    .openapi({ example, description: `Comma-separated ${itemName}s` })

export const GetWalletsQuerySchema = z.object({
  projectId: z.string().min(1).max(64).openapi({ example: 'latch-dev' }),
  st: z.string().max(64).optional().openapi({ description: 'SDK type', example: 'latch' }),
  sv: z.string().max(64).optional().openapi({ description: 'SDK version', example: 'react-0.1.0' }),
  page: z.coerce.number().int().min(1).default(1).openapi({ example: 1 }),
  entries: z.coerce.number().int().min(1).max(100).default(40).openapi({ example: 40 }),
  chains: commaList(caip2Regex, 'CAIP-2 chain id', 'eip155:1,eip155:137'),
  include: commaList(walletIdRegex, 'wallet id', 'io.metamask,com.coinbase.wallet'),
  exclude: commaList(walletIdRegex, 'wallet id', 'io.rabby'),
  search: z
    .string()
    .max(64)
    .optional()
    .openapi({ description: 'Case-insensitive substring of the wallet name; trimmed', example: 'meta' }),
  badge_type: z
    .enum(['none', 'certified'])
    .optional()
    .openapi({ description: "'certified' lists only certified wallets; 'none' applies no badge filter" }),
})

export const WalletListEntrySchema = z
  .object({
    id: z.string().openapi({ example: 'io.metamask' }),
    name: z.string().openapi({ example: 'MetaMask' }),
    image_id: z.string().nullable(),
    rdns: z.string().nullable(),
    mobile_link: z.string().nullable(),
    desktop_link: z.string().nullable(),
    webapp_link: z.string().nullable(),
    homepage: z.string().nullable(),
    app_store: z.string().nullable(),
    play_store: z.string().nullable(),
    chrome_store: z.string().nullable(),
    chains: z.array(z.string()).openapi({
      description:
        'CAIP-2 chains; empty when the catalogue has no chain data (such wallets match any eip155 chain)',
    }),
    explorer_id: z.string().nullable().openapi({ description: 'WalletConnect registry id (64 hex)' }),
    badge_type: z.enum(['none', 'certified']),
  })
  .openapi('WalletListEntry')

const getWalletsRoute = createRoute({
  method: 'get',
  path: '/getWallets',
  summary: 'One page of the wallet catalogue, in popularity order',
  request: { query: GetWalletsQuerySchema },
  responses: {
    200: {
      description: 'The page and the total number of matching wallets',
      content: {
        'application/json': {
          schema: z
            .object({ data: z.array(WalletListEntrySchema), count: z.number().int() })
            .openapi('WalletPage'),
        },
      },
    },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: errorResponse('Invalid parameter'),
    403: errorResponse('Unknown project'),
  },
})

const imageIdParam = (regex: RegExp, example: string) =>
  z.object({
    id: z
      .string()
      .regex(regex, 'contains characters an image id cannot have')
      .openapi({ param: { name: 'id', in: 'path' }, example }),
  })

const imageResponses = (contentTypes: string[]) => ({
  200: {
    description: 'The image bytes',
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]),
    ),
  },
  400: errorResponse('Invalid id'),
  404: errorResponse('No such image'),
})

const getWalletImageRoute = createRoute({
  method: 'get',
  path: '/getWalletImage/{id}',
  summary: "A wallet's icon by its image_id",
  request: { params: imageIdParam(/^[A-Za-z0-9-]{1,100}$/, '3386dde1-8b24-48c8-4b81-16979e342000') },
  responses: imageResponses(['image/webp', 'image/jpeg']),
})

const getAssetImageRoute = createRoute({
  method: 'get',
  path: '/public/getAssetImage/{id}',
  summary: 'A network icon by web3icons id (ethereum) or CAIP-2 id (eip155:1)',
  request: { params: imageIdParam(/^(?:[a-z0-9-]{1,64}|[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/, 'eip155:1') },
  responses: imageResponses(['image/svg+xml']),
})

const getTokenImageRoute = createRoute({
  method: 'get',
  path: '/public/getTokenImage/{id}',
  summary: 'A token icon by symbol (case-insensitive)',
  request: { params: imageIdParam(/^[A-Za-z0-9]{1,20}$/, 'usdc') },
  responses: imageResponses(['image/svg+xml']),
})

const getCurrencyImageRoute = createRoute({
  method: 'get',
  path: '/public/getCurrencyImage/{id}',
  summary: 'A fiat currency badge by ISO 4217 code (case-insensitive)',
  request: { params: imageIdParam(/^[A-Za-z]{3}$/, 'usd') },
  responses: imageResponses(['image/svg+xml']),
})

/** Distinct `/getWallets` query strings remembered as validated. */
const maxValidatedQueries = 4_096

/** Image bytes read once per id and kept: the whole set is a few megabytes. */
function createImageReader() {
  const cache = new Map<string, Promise<ArrayBuffer>>()
  return (image: ImageFile): Promise<ArrayBuffer> => {
    let bytes = cache.get(image.path)
    if (!bytes) {
      bytes = readFile(image.path).then((buffer) => {
        const copy = new ArrayBuffer(buffer.byteLength)
        new Uint8Array(copy).set(buffer)
        return copy
      })
      bytes.catch(() => cache.delete(image.path))
      cache.set(image.path, bytes)
    }
    return bytes
  }
}

/** `/getWallets` and the image endpoints. */
export function createCatalogueRoutes(context: AppContext) {
  const readImage = createImageReader()
  const serveImage = async (kind: string, id: string, image: ImageFile | undefined) => {
    if (!image) throw new ImageNotFoundError(kind, id)
    return new Response(await readImage(image), { status: 200, headers: imageHeaders(image.contentType) })
  }
  const currencyBadges = new Map<string, string>()

  // Query strings that passed validation, with what they mean. Validation is a function of the string, so
  // a string seen before skips the schema; unique strings (searches) evict the oldest beyond the bound.
  const validated = new Map<string, { projectId: string; query: WalletQuery }>()
  const queryString = (url: string) => {
    const start = url.indexOf('?')
    return start < 0 ? '' : url.slice(start + 1)
  }

  const app = new OpenAPIHono({ defaultHook: validationHook })
  // The common request costs lookups: a query string validated before, a project looked up less than the
  // cache's TTL ago, and an answer prepared in the current catalogue snapshot. Anything else goes through
  // the route below (validation, project check, preparation) and is remembered there.
  app.use('/getWallets', async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const known = validated.get(queryString(c.req.url))
    const page =
      known && context.projects.peek(known.projectId)?.project
        ? context.catalogue.peekPreparedPage(known.query)
        : undefined
    if (page) return answerPreparedPage(c, page)
    return next()
  })
  return app
    .openapi(getWalletsRoute, async (c) => {
      const query = c.req.valid('query')
      await requireProject(context, query.projectId)
      const walletQuery: WalletQuery = {
        page: query.page,
        entries: query.entries,
        chains: query.chains,
        include: query.include,
        exclude: query.exclude,
        search: query.search,
        badgeType: query.badge_type,
      }
      const page = await context.catalogue.getPreparedPage(walletQuery)
      const key = queryString(c.req.url)
      if (!validated.has(key)) {
        if (validated.size >= maxValidatedQueries) {
          const oldest = validated.keys().next().value
          if (oldest !== undefined) validated.delete(oldest)
        }
        validated.set(key, { projectId: query.projectId, query: walletQuery })
      }
      return answerPreparedPage(c, page)
    })
    .openapi(getWalletImageRoute, (c) => {
      const { id } = c.req.valid('param')
      return serveImage('wallet', id, context.source.walletImages.get(id))
    })
    .openapi(getAssetImageRoute, (c) => {
      const { id } = c.req.valid('param')
      return serveImage('network', id, context.source.networkImages.get(id))
    })
    .openapi(getTokenImageRoute, (c) => {
      const { id } = c.req.valid('param')
      return serveImage('token', id, context.source.tokenImages.get(id.toLowerCase()))
    })
    .openapi(getCurrencyImageRoute, (c) => {
      const code = c.req.valid('param').id.toLowerCase()
      let svg = currencyBadges.get(code)
      if (!svg) {
        svg = renderCurrencyBadge(code)
        if (!svg) throw new ImageNotFoundError('currency', code)
        currencyBadges.set(code, svg)
      }
      return new Response(svg, { status: 200, headers: imageHeaders('image/svg+xml') })
    })
}

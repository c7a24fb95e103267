import { readFile } from 'node:fs/promises'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import * as api from '@latch/api'
import type { AppContext } from '../context.js'
import { ImageNotFoundError } from '../errors.js'
import { errorResponse, imageHeaders, validationHook } from '../http.js'
import { renderCurrencyBadge } from '../images/renderCurrencyBadge.js'
import { answerPreparedPage } from './answerPreparedPage.js'
import type { WalletQuery } from './createCatalogueStore.js'
import type { ImageFile } from './loadCatalogueSource.js'

const getWalletsRoute = createRoute({
  method: api.getWalletsRoute.method,
  path: api.getWalletsRoute.path,
  summary: 'One page of the wallet catalogue, in popularity order',
  request: { query: api.getWalletsRoute.query },
  responses: {
    200: {
      description: 'The page and the total number of matching wallets',
      content: { 'application/json': { schema: api.getWalletsRoute.response } },
    },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: errorResponse('Invalid parameter'),
    403: errorResponse('Unknown project'),
  },
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
  method: api.walletImageRoute.method,
  path: api.walletImageRoute.path,
  summary: "A wallet's icon by its image_id",
  request: { params: api.walletImageRoute.params },
  responses: imageResponses(['image/webp', 'image/jpeg']),
})

const getAssetImageRoute = createRoute({
  method: api.assetImageRoute.method,
  path: api.assetImageRoute.path,
  summary: 'A network icon by web3icons id (ethereum) or CAIP-2 id (eip155:1)',
  request: { params: api.assetImageRoute.params },
  responses: imageResponses(['image/svg+xml']),
})

const getTokenImageRoute = createRoute({
  method: api.tokenImageRoute.method,
  path: api.tokenImageRoute.path,
  summary: 'A token icon by symbol (case-insensitive)',
  request: { params: api.tokenImageRoute.params },
  responses: imageResponses(['image/svg+xml']),
})

const getCurrencyImageRoute = createRoute({
  method: api.currencyImageRoute.method,
  path: api.currencyImageRoute.path,
  summary: 'A fiat currency badge by ISO 4217 code (case-insensitive)',
  request: { params: api.currencyImageRoute.params },
  responses: imageResponses(['image/svg+xml']),
})

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

  const queryString = (url: string) => {
    const start = url.indexOf('?')
    return start < 0 ? '' : url.slice(start + 1)
  }

  const app = new OpenAPIHono({ defaultHook: validationHook })
  return app
    .openapi(getWalletsRoute, async (c) => {
      const query = c.req.valid('query')
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
      // The next request with this query string is answered by the fast path (createCatalogueFastPath).
      context.walletQueries.remember(queryString(c.req.url), {
        projectId: query.projectId,
        query: walletQuery,
      })
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

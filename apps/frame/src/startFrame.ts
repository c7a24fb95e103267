import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { answerMetrics } from './metrics/answerMetrics.js'
import { createFrameMetrics, type FrameMetrics } from './metrics/createFrameMetrics.js'
import { createAllowedOrigins } from './site/allowedOrigins.js'
import { readAssets, readPage } from './site/builtFiles.js'
import { type FrameSite, serveFrameRequest } from './site/framePages.js'

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(appRoot, 'dist')

export type StartFrameParameters = {
  /** 0 picks a free port. Default 8789. */
  port?: number
  host?: string
  /** The Latch server: where the frame logs in and keeps its shares, and where the allowlists come from. */
  apiUrl: string | (() => string)
  /** Folder with the built frame (default apps/frame/dist). */
  dist?: string
  /** How long a project's allowlist is kept (ms). Default 30 000. */
  cacheTtlMs?: number
  /**
   * The Farcaster auth relay the page may call (its `connect-src`), the one the server names to the frame.
   * Default: FARCASTER_RELAY_URL, else `https://relay.farcaster.xyz`.
   */
  farcasterRelayUrl?: string
  /**
   * The bearer token a Prometheus scraper sends to `GET /metrics` (`Authorization: Bearer <token>`). Unset (the
   * default), the frame keeps no metrics and `/metrics` is 404.
   */
  metricsToken?: string | undefined
}
export type StartFrameReturnType = { url: string; origin: string; stop(): Promise<void> }

/** The built frame as it is served, read once at start. */
async function readSite(
  parameters: StartFrameParameters,
  metrics: FrameMetrics | undefined,
): Promise<FrameSite> {
  const root = resolve(parameters.dist ?? distDir)
  const apiUrl = () =>
    (typeof parameters.apiUrl === 'function' ? parameters.apiUrl() : parameters.apiUrl).replace(/\/+$/, '')
  return {
    root,
    template: (await readPage(root, 'index.html')).toString('utf8'),
    // The approval window's page: never inside another page (frame-ancestors 'none'), and it needs no network.
    approvePage: await readPage(root, 'approve.html'),
    assets: await readAssets(root),
    allowedOrigins: createAllowedOrigins({
      apiUrl,
      ttlMs: parameters.cacheTtlMs ?? 30_000,
      onLookup: metrics?.onLookup,
      onServerFailure: metrics?.onServerFailure,
    }),
    apiUrl,
    farcasterRelay: new URL(
      parameters.farcasterRelayUrl ?? process.env.FARCASTER_RELAY_URL ?? 'https://relay.farcaster.xyz',
    ).origin,
  }
}

/**
 * Serves the embedded-wallet frame on its own origin. Its page answers with a Content-Security-Policy whose
 * `frame-ancestors` is the project's allowlist (read from the server), so the browser lets no other site
 * embed it; scripts, styles and connections are limited to the frame itself and the server.
 *
 * @example
 * const frame = await startFrame({ port: 8789, apiUrl: 'http://127.0.0.1:8787' })
 */
export async function startFrame(parameters: StartFrameParameters): Promise<StartFrameReturnType> {
  const metrics = parameters.metricsToken ? createFrameMetrics(parameters.metricsToken) : undefined
  const site = await readSite(parameters, metrics)
  const server = createServer((request, response) => {
    if (!metrics) return serveFrameRequest(site, request, response)
    if (metrics.isScrape(request)) return answerMetrics(request, response, metrics)
    return metrics.measure(response, () => serveFrameRequest(site, request, response))
  })
  const host = parameters.host ?? '127.0.0.1'
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 8789, host, () => resolveListen())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${host}:${port}`
  return {
    url: origin,
    origin,
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}

/**
 * Builds the frame into apps/frame/dist with Vite (same as `npm run build -w @latch/frame`).
 *
 * @example
 * await buildFrame()
 */
export async function buildFrame(): Promise<void> {
  const { build } = await import('vite')
  await build({ root: appRoot, configFile: join(appRoot, 'vite.config.ts'), logLevel: 'warn' })
}

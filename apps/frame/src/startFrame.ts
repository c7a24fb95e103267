import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { embeddedConfigRoute, RouteResponse } from '@latch/api'

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(appRoot, 'dist')

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

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
}
export type StartFrameReturnType = { url: string; origin: string; stop(): Promise<void> }

/**
 * The social login's callback page, where the provider sends the visitor's popup back. It hands the URL (with
 * the code and state) to the page that opened the popup, at exactly that page's origin, which the server put in
 * the state (`<random>.<base64url origin>`). The code is worth nothing without the login's PKCE verifier (on the
 * server) and its token (in this frame's memory on that page), and it is used once.
 */
const socialCallbackScript = `(() => {
  let origin
  try {
    const part = (new URLSearchParams(location.search).get('state') || '').split('.')[1] || ''
    origin = new URL(atob(part.replace(/-/g, '+').replace(/_/g, '/'))).origin
  } catch {}
  if (window.opener && origin && origin !== 'null')
    window.opener.postMessage({ type: 'latch:social-callback', resultUri: location.href }, origin)
  document.getElementById('status').textContent = 'You can close this window.'
})()`
const socialCallbackPage = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Signing in</title><style>body{font:16px system-ui;margin:3rem auto;max-width:24rem;padding:0 1rem}</style><p id="status">Signing in…</p><script>${socialCallbackScript}</script>`
const socialCallbackCsp = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(socialCallbackScript).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** The approval window's policy: its own scripts and styles, no connection, and no page may embed it. */
const approveCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** A CSP source from an allowlist entry (`http://127.0.0.1:*`, `https://*.example.com`), or undefined. */
function toSource(origin: string): string | undefined {
  return /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9.[\]:-]+(:(\d{1,5}|\*))?$/i.test(origin) ? origin : undefined
}

type Asset = { body: Buffer; headers: Record<string, string> }

/** The headers of a built file: hashed names under /assets/ never change, so browsers keep them. */
function fileHeaders(path: string, body: Buffer): Record<string, string> {
  return {
    'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
    'cross-origin-resource-policy': 'same-origin',
  }
}

/**
 * The build's hashed files (dist/assets), read once at start with their headers: a frame that a page has just
 * asked for gets its scripts in the request's own turn of the event loop, without waiting on the disk or on
 * the other work of a busy process. Their names change with their content, so they never go stale.
 */
async function readAssets(root: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>()
  const names = await readdir(join(root, 'assets'), { withFileTypes: true }).catch(() => [])
  for (const entry of names) {
    if (!entry.isFile()) continue
    const path = `/assets/${entry.name}`
    const body = await readFile(join(root, 'assets', entry.name))
    assets.set(path, { body, headers: fileHeaders(path, body) })
  }
  return assets
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
  const root = resolve(parameters.dist ?? distDir)
  const page = (name: string) =>
    readFile(join(root, name)).catch(() => {
      throw new Error(
        `The frame is not built (${root}/${name} missing): run \`npm run build -w @latch/frame\`.`,
      )
    })
  const template = (await page('index.html')).toString('utf8')
  // The approval window's page: never inside another page (frame-ancestors 'none'), and it needs no network.
  const approvePage = await page('approve.html')
  const assets = await readAssets(root)
  const farcasterRelay = new URL(
    parameters.farcasterRelayUrl ?? process.env.FARCASTER_RELAY_URL ?? 'https://relay.farcaster.xyz',
  ).origin
  const apiUrl = () =>
    (typeof parameters.apiUrl === 'function' ? parameters.apiUrl() : parameters.apiUrl).replace(/\/+$/, '')
  const ttlMs = parameters.cacheTtlMs ?? 30_000
  const allowlists = new Map<string, { origins: string[] | undefined; at: number }>()
  const refreshing = new Map<string, Promise<string[] | undefined>>()

  async function fetchAllowedOrigins(projectId: string): Promise<string[] | undefined> {
    let origins: string[] | undefined
    try {
      const response = await fetch(
        `${apiUrl()}/v1/embedded/config?projectId=${encodeURIComponent(projectId)}`,
      )
      if (response.ok)
        origins = ((await response.json()) as RouteResponse<typeof embeddedConfigRoute>).allowedOrigins
    } catch {
      // The server is unreachable: the frame is not embeddable until it answers.
      return undefined
    }
    if (allowlists.size > 1_000) allowlists.clear()
    allowlists.set(projectId, { origins, at: Date.now() })
    return origins
  }

  /**
   * A project's allowlist. Fresh within the TTL; for up to ten TTLs after that the last answer is served at
   * once while one request refreshes it (a page waits for the frame on every visit, not for the server), so
   * a removed origin stays embeddable at most one refresh longer. Older, or never read: wait for the server.
   */
  function allowedOrigins(projectId: string): Promise<string[] | undefined> {
    const cached = allowlists.get(projectId)
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY
    if (cached && age < ttlMs) return Promise.resolve(cached.origins)
    let refresh = refreshing.get(projectId)
    if (!refresh) {
      refresh = fetchAllowedOrigins(projectId).finally(() => refreshing.delete(projectId))
      refreshing.set(projectId, refresh)
    }
    return cached && age < ttlMs * 10 ? Promise.resolve(cached.origins) : refresh
  }

  const server = createServer(async (request, response) => {
    const base = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...base, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'METHOD_NOT_ALLOWED', message: 'Only GET and HEAD are served.' }))
      return
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    let path: string
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      // A malformed escape would otherwise throw out of the handler and end the process.
      response.writeHead(400, { ...base, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'BAD_REQUEST', message: 'The path is not valid.' }))
      return
    }
    if (path === '/' || path === '/index.html') {
      const projectId = url.searchParams.get('projectId') ?? ''
      const ancestors = /^[A-Za-z0-9_-]{1,64}$/.test(projectId) ? await allowedOrigins(projectId) : undefined
      const sources = (ancestors ?? []).map(toSource).filter((s): s is string => Boolean(s))
      const api = apiUrl()
      const csp = [
        `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`,
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        `connect-src ${api} ${farcasterRelay}`,
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; ')
      const status = sources.length ? 200 : 403
      const html = template.replace(
        /<meta name="latch-frame-config" content="[^"]*"\s*\/?>/,
        `<meta name="latch-frame-config" content="${escapeAttribute(JSON.stringify({ apiUrl: api }))}" />`,
      )
      response.writeHead(status, {
        ...base,
        'cache-control': 'no-store',
        'content-type': contentTypes['.html'] as string,
        'content-security-policy': csp,
      })
      response.end(request.method === 'HEAD' ? undefined : html)
      return
    }
    // The pages of the frame's origin that open as windows of their own, each under its policy.
    const windowPage =
      path === '/approve'
        ? { body: approvePage, csp: approveCsp }
        : path === '/social/callback'
          ? { body: socialCallbackPage, csp: socialCallbackCsp }
          : undefined
    if (windowPage) {
      response.writeHead(200, {
        ...base,
        'cache-control': 'no-store',
        'content-type': contentTypes['.html'] as string,
        'content-security-policy': windowPage.csp,
      })
      response.end(request.method === 'HEAD' ? undefined : windowPage.body)
      return
    }
    const asset = assets.get(path)
    if (asset) {
      response.writeHead(200, { ...base, ...asset.headers })
      response.end(request.method === 'HEAD' ? undefined : asset.body)
      return
    }
    const file = normalize(join(root, path))
    if (!file.startsWith(root + sep)) {
      response.writeHead(403, { ...base, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'FORBIDDEN', message: 'Path outside the frame.' }))
      return
    }
    try {
      const info = await stat(file)
      if (!info.isFile()) throw new Error('not a file')
      const body = await readFile(file)
      response.writeHead(200, { ...base, ...fileHeaders(path, body) })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch {
      response.writeHead(404, { ...base, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'NOT_FOUND', message: `No file ${path}.` }))
    }
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

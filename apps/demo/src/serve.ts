import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DemoConfig } from './config.js'

export type { DemoConfig } from './config.js'

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(appRoot, 'dist')

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** The default policy: scripts and styles only from the demo's own origin (no inline script or style). */
export const DEFAULT_DEMO_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: http: https:; connect-src 'self' http: https: ws: wss:; frame-src 'self' http: https:; object-src 'none'; base-uri 'self'"

export type ServeDemoParameters = {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  config: DemoConfig
  /** Content-Security-Policy header; `false` sends none. */
  csp?: string | false
  /** Folder with the built demo (default apps/demo/dist). */
  dist?: string
}
export type ServeDemoReturnType = { url: string; stop(): Promise<void> }

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/**
 * Serves the built demo (apps/demo/dist) with the runtime config written into its
 * `<meta name="latch-config">` tag. Build first with `npm run build -w @latch/demo` or `buildDemo()`.
 *
 * @example
 * const demo = await serveDemo({ config: { apiUrl, projectId: 'latch-dev', networks } })
 * await page.goto(`${demo.url}/?theme=dark`)
 * await demo.stop()
 */
export async function serveDemo(parameters: ServeDemoParameters): Promise<ServeDemoReturnType> {
  const root = resolve(parameters.dist ?? distDir)
  const template = await readFile(join(root, 'index.html'), 'utf8').catch(() => {
    throw new Error(
      `The demo is not built (${root}/index.html missing): run \`npm run build -w @latch/demo\`.`,
    )
  })
  const html = template.replace(
    /<meta name="latch-config" content="[^"]*"\s*\/?>/,
    `<meta name="latch-config" content="${escapeAttribute(JSON.stringify(parameters.config))}" />`,
  )
  const csp = parameters.csp === undefined ? DEFAULT_DEMO_CSP : parameters.csp

  const server = createServer(async (request, response) => {
    const headers: Record<string, string> = {
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    }
    if (csp) headers['content-security-policy'] = csp
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'method_not_allowed', message: 'Only GET and HEAD are served.' }))
      return
    }
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      // A malformed escape (`/%`): the client's mistake, answered, never a crash of the server.
      response.writeHead(400, { ...headers, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'bad_request', message: 'The URL is not valid.' }))
      return
    }
    const file = normalize(join(root, path))
    if (path === '/' || path === '/index.html' || !extname(path)) {
      response.writeHead(200, { ...headers, 'content-type': contentTypes['.html'] as string })
      response.end(request.method === 'HEAD' ? undefined : html)
      return
    }
    if (!file.startsWith(root + sep)) {
      response.writeHead(403, { ...headers, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'forbidden', message: 'Path outside the demo.' }))
      return
    }
    try {
      const info = await stat(file)
      if (!info.isFile()) throw new Error('not a file')
      const body = await readFile(file)
      response.writeHead(200, {
        ...headers,
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'content-length': String(body.length),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch {
      response.writeHead(404, { ...headers, 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'not_found', message: `No file ${path}.` }))
    }
  })

  const host = parameters.host ?? '127.0.0.1'
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, () => resolveListen())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}

/**
 * Builds the demo into apps/demo/dist with Vite (same as `npm run build -w @latch/demo`).
 *
 * @example
 * await buildDemo()
 */
export async function buildDemo(): Promise<void> {
  const { build } = await import('vite')
  await build({ root: appRoot, configFile: join(appRoot, 'vite.config.ts'), logLevel: 'warn' })
}

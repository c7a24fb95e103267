import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, normalize, sep } from 'node:path'
import type { AllowedOrigins } from './allowedOrigins.js'
import { type Asset, contentTypes, fileHeaders } from './builtFiles.js'

/** What the frame's origin serves: the built pages and files, and where the allowlists and the server are. */
export type FrameSite = {
  root: string
  /** The built frame page, into which each answer writes its configuration. */
  template: string
  approvePage: Buffer
  assets: Map<string, Asset>
  allowedOrigins: AllowedOrigins
  apiUrl(): string
  /** The Farcaster auth relay's origin, which the frame may connect to. */
  farcasterRelay: string
}

/**
 * What a request of the frame's origin was, as its metrics count it: the frame page, the approval window, the social
 * login's callback, a file of the build, a probe, a path with nothing, or a request the origin does not take.
 */
export type FrameRouteKind =
  | 'page'
  | 'approve'
  | 'social_callback'
  | 'asset'
  | 'probe'
  | 'not_found'
  | 'invalid'

/** One answer, with the headers every answer of the origin carries; a HEAD request gets no body. */
type Reply = {
  send(status: number, headers: Record<string, string>, body: string | Buffer): void
  json(status: number, body: { code: string; message: string } | { ok: true }): void
}

function replyTo(request: IncomingMessage, response: ServerResponse): Reply {
  const base = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' }
  return {
    send(status, headers, body) {
      response.writeHead(status, { ...base, ...headers })
      response.end(request.method === 'HEAD' ? undefined : body)
    },
    json(status, body) {
      response.writeHead(status, { ...base, 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    },
  }
}

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

/**
 * The frame page: embeddable only by the project's allowlist (`frame-ancestors`; 403 for a project without one),
 * connecting only to the server and the Farcaster relay, with the server's URL written into its configuration.
 */
async function serveFramePage(site: FrameSite, url: URL, reply: Reply): Promise<'page'> {
  const projectId = url.searchParams.get('projectId') ?? ''
  const ancestors = /^[A-Za-z0-9_-]{1,64}$/.test(projectId) ? await site.allowedOrigins(projectId) : undefined
  const sources = (ancestors ?? []).map(toSource).filter((s): s is string => Boolean(s))
  const api = site.apiUrl()
  const csp = [
    `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`,
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${api} ${site.farcasterRelay}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  const html = site.template.replace(
    /<meta name="latch-frame-config" content="[^"]*"\s*\/?>/,
    `<meta name="latch-frame-config" content="${escapeAttribute(JSON.stringify({ apiUrl: api }))}" />`,
  )
  reply.send(
    sources.length ? 200 : 403,
    {
      'cache-control': 'no-store',
      'content-type': contentTypes['.html'] as string,
      'content-security-policy': csp,
    },
    html,
  )
  return 'page'
}

/** The pages of the frame's origin that open as windows of their own, each under its policy. */
function windowPage(
  site: FrameSite,
  path: string,
): { body: string | Buffer; csp: string; kind: FrameRouteKind } | undefined {
  if (path === '/approve') return { body: site.approvePage, csp: approveCsp, kind: 'approve' }
  if (path === '/social/callback')
    return { body: socialCallbackPage, csp: socialCallbackCsp, kind: 'social_callback' }
  return undefined
}

/** Any other file of the build, read from the disk; nothing outside it. */
async function serveFile(site: FrameSite, path: string, reply: Reply): Promise<'asset' | 'not_found'> {
  const file = normalize(join(site.root, path))
  if (!file.startsWith(site.root + sep)) {
    reply.json(403, { code: 'FORBIDDEN', message: 'Path outside the frame.' })
    return 'not_found'
  }
  try {
    const info = await stat(file)
    if (!info.isFile()) throw new Error('not a file')
    const body = await readFile(file)
    reply.send(200, fileHeaders(path, body), body)
    return 'asset'
  } catch {
    reply.json(404, { code: 'NOT_FOUND', message: `No file ${path}.` })
    return 'not_found'
  }
}

/**
 * Answers one request of the frame's origin: GET and HEAD only, the frame page, the window pages, the build's
 * hashed files from memory, then any other file of the build. Resolves with what the request was, once answered.
 */
export async function serveFrameRequest(
  site: FrameSite,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<FrameRouteKind> {
  const reply = replyTo(request, response)
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.json(405, { code: 'METHOD_NOT_ALLOWED', message: 'Only GET and HEAD are served.' })
    return 'invalid'
  }
  const url = new URL(request.url ?? '/', 'http://localhost')
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    // A malformed escape would otherwise throw out of the handler and end the process.
    reply.json(400, { code: 'BAD_REQUEST', message: 'The path is not valid.' })
    return 'invalid'
  }
  if (path === '/' || path === '/index.html') return serveFramePage(site, url, reply)
  // The probes: the frame serves its build from memory, read before it listened, so answering is being ready.
  if (path === '/health' || path === '/ready') {
    reply.json(200, { ok: true })
    return 'probe'
  }
  const page = windowPage(site, path)
  if (page) {
    reply.send(
      200,
      {
        'cache-control': 'no-store',
        'content-type': contentTypes['.html'] as string,
        'content-security-policy': page.csp,
      },
      page.body,
    )
    return page.kind
  }
  const asset = site.assets.get(path)
  if (asset) {
    reply.send(200, asset.headers, asset.body)
    return 'asset'
  }
  return serveFile(site, path, reply)
}

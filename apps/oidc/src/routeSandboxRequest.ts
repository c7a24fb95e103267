import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { sandboxLogin } from './sandboxLogin.js'
import { errorPage, escapeHtml, indexPage } from './sandboxPages.js'
import { isOAuth2, type LocalSocialProvider, USER_INFO_PATHS } from './socialProviders.js'
import { userInfo } from './userInfoApi.js'

/** A provider's issuer with its request handler. */
export type MountedProvider = { provider: Provider; handle: ReturnType<Provider['callback']> }

/**
 * The providers without OpenID Connect send the visitor back with `code` and `state` only: no `iss` (RFC 9207),
 * unlike an OpenID Connect issuer. Takes it off the redirects to an app (not those within the sandbox at `url`).
 */
function withoutIssuerInRedirects(res: ServerResponse, url: string): void {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (header: string, value: number | string | readonly string[]) => {
    if (
      header.toLowerCase() === 'location' &&
      typeof value === 'string' &&
      /^https?:/.test(value) &&
      !value.startsWith(url)
    ) {
      const target = new URL(value)
      target.searchParams.delete('iss')
      return setHeader(header, target.href)
    }
    return setHeader(header, value)
  }
}

/**
 * Routes a request of the sandbox at `url`: `/<provider>/…` to that provider's issuer (its login step, its
 * user-info API for OAuth 2 providers, or `oidc-provider` itself), anything else to the front page.
 */
export function routeSandboxRequest(
  url: string,
  providers: ReadonlyMap<string, MountedProvider>,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const match = /^\/([a-z]+)(\/.*)?$/.exec(req.url ?? '/')
  const name = match?.[1] as LocalSocialProvider | undefined
  const mounted = name ? providers.get(name) : undefined
  if (!match || !name || !mounted) {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(indexPage(url))
    return
  }
  const rest = match[2] ?? '/'
  if (isOAuth2(name)) {
    const path = rest.split('?')[0] ?? ''
    if (path === USER_INFO_PATHS[name] || (name === 'github' && path === '/user/emails')) {
      userInfo(name, mounted.provider, rest, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
      return
    }
    withoutIssuerInRedirects(res, url)
  }
  if (rest.startsWith('/interaction/')) {
    sandboxLogin(name, mounted.provider, req, res).catch((error: Error) => {
      if (res.headersSent) return res.end()
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      res.end(errorPage(escapeHtml(error.message)))
    })
    return
  }
  // Mounted under `/<name>`: the provider sees its own paths and builds URLs from the original one.
  Object.assign(req, { originalUrl: req.url })
  req.url = rest
  void mounted.handle(req, res)
}

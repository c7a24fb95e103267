import { LOCAL_SOCIAL_PROVIDERS, type LocalSocialProvider } from './socialProviders.js'

// The sandbox's own pages: its front page, the login page of each provider, and its error page.

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

export const page = (title: string, body: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui;margin:3rem auto;max-width:24rem;padding:0 1rem}input,button{font:inherit;padding:.5rem;margin:.25rem 0;width:100%;box-sizing:border-box}</style>${body}`

/** The login page of a provider: any user name signs in; cancelling refuses the app. */
export function loginPage(name: LocalSocialProvider, uid: string, error?: string): string {
  const action = `/${name}/interaction/${encodeURIComponent(uid)}`
  return page(
    `Sign in with ${name} (sandbox)`,
    `<h1>Sign in with ${name}</h1><p>Local sandbox: type any user name.</p>` +
      (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${action}"><input name="username" aria-label="User name" autocomplete="username" autofocus required>` +
      `<button type="submit">Sign in</button><button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></form>`,
  )
}

/** The front page: every issuer, with its discovery document. */
export function indexPage(url: string): string {
  return page(
    'Local OpenID Connect provider',
    `<h1>Local OpenID Connect provider</h1><ul>${LOCAL_SOCIAL_PROVIDERS.map((p) => `<li><a href="/${p}/.well-known/openid-configuration">${url}/${p}</a></li>`).join('')}</ul>`,
  )
}

/** An error shown to the visitor. */
export function errorPage(message: string): string {
  return page('Sign-in error', `<h1>Sign-in error</h1><p>${message}</p>`)
}

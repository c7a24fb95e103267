/**
 * A headless visitor on the local provider's sandbox: opens the authorization URL, types `username` on the
 * login page and follows the redirects (with the provider's cookies) until the provider sends it to a URL of
 * another origin, which it returns: the app's callback with `code` and `state` (or `error`; `cancel` presses
 * Cancel instead of Sign in).
 *
 * @example
 * const callback = await signInAs(authorizationUrl, 'alice')
 */
export async function signInAs(
  authorizationUrl: string,
  username: string,
  options: { cancel?: boolean } = {},
): Promise<string> {
  const origin = new URL(authorizationUrl).origin
  const cookies = new Map<string, string>()
  let next = authorizationUrl
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })
    form = undefined
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (location) {
      next = new URL(location, next).href
      if (new URL(next).origin !== origin) return next
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`The provider answered ${response.status} without a login form`)
    next = new URL(action.replaceAll('&amp;', '&'), next).href
    // Cancel is the login page's other button: the provider answers the app `access_denied`.
    form = new URLSearchParams(options.cancel ? { username, cancel: '1' } : { username })
  }
  throw new Error('Too many redirects')
}

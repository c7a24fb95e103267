import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { loginPage } from './sandboxPages.js'
import type { LocalSocialProvider } from './socialProviders.js'

const USERNAME = /^[a-z0-9._-]{1,64}$/

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 4096) break
  }
  return new URLSearchParams(text)
}

/**
 * The sandbox's login step of a sign-in under way: shows the login page, then signs in as the user name typed, or
 * ends the sign-in with access_denied when the visitor cancels.
 */
export async function sandboxLogin(
  name: LocalSocialProvider,
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  if (req.method === 'POST') {
    const form = await readForm(req)
    if (form.get('cancel') !== null) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    const username = (form.get('username') ?? '').trim().toLowerCase()
    if (!USERNAME.test(username)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      res.end(loginPage(name, details.uid, 'Letters, digits, dot, dash or underscore, up to 64'))
      return
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: username } },
      { mergeWithLastSubmission: false },
    )
    return
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(loginPage(name, details.uid))
}

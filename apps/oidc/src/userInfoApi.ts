import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { OAuth2SocialProvider } from './socialProviders.js'

/** A numeric account id, as GitHub, X, Discord and Facebook give (stable per user name). */
function accountNumber(sub: string): string {
  return BigInt(`0x${createHash('sha256').update(sub).digest('hex').slice(0, 13)}`).toString()
}

/**
 * The user-info API of a provider without OpenID Connect, shaped like the real one's reply, for an access token
 * this issuer granted (a missing, unknown or expired token gets 401).
 */
export async function userInfo(
  name: OAuth2SocialProvider,
  provider: Provider,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(JSON.stringify(body))
  }
  const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined
  if (!token?.accountId || token.isExpired) {
    const refusals = {
      github: { message: 'Bad credentials', status: '401' },
      x: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
      discord: { message: '401: Unauthorized', code: 0 },
      facebook: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
    }
    return send(401, refusals[name])
  }
  const sub = token.accountId
  const scopes = new Set((token.scope ?? '').split(' '))
  const email = `${sub}@example.com`
  const id = accountNumber(sub)
  switch (name) {
    case 'github':
      // Like most GitHub profiles, the public e-mail is unset: the address is on /user/emails (scope user:email).
      if (path === '/user/emails')
        return scopes.has('user:email')
          ? send(200, [{ email, primary: true, verified: true, visibility: null }])
          : send(404, { message: 'Not Found', status: '404' })
      return send(200, { login: sub, id: Number(id), name: sub, email: null, type: 'User' })
    case 'x':
      return send(200, { data: { id, name: sub, username: sub } })
    case 'discord':
      return send(200, {
        id,
        username: sub,
        global_name: sub,
        discriminator: '0',
        avatar: null,
        ...(scopes.has('email') ? { email, verified: true } : {}),
      })
    case 'facebook': {
      const fields = new URL(path, 'http://x').searchParams.get('fields')?.split(',') ?? ['id', 'name']
      const profile: Record<string, string> = { id, name: sub, ...(scopes.has('email') ? { email } : {}) }
      return send(200, Object.fromEntries(Object.entries(profile).filter(([key]) => fields.includes(key))))
    }
  }
}

import { z } from 'zod'
import { serverLog } from '../logging/serverLog.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { SocialLoginRefusedError, SocialProviderUnavailableError } from './embeddedErrors.js'
import { isLoopbackUrl } from './isLoopbackUrl.js'
import type { OAuth2ProviderName } from './socialSettings.js'

/** The visitor as the provider names them: a stable subject, and what the Account view shows. */
export type SocialProfile = { subject: string; userName: string }

const GitHubUser = z.object({ id: z.number().int(), login: z.string().min(1), email: z.string().nullish() })
const GitHubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))
const XUser = z.object({ data: z.object({ id: z.string().min(1), username: z.string().min(1) }) })
const DiscordUser = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})
const FacebookUser = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
})

/**
 * Asks an OAuth 2 provider's user-info API who the access token belongs to, as each provider documents it:
 * GitHub `GET /user` (and `GET /user/emails` when the profile hides the e-mail), X `GET /2/users/me`, Discord
 * `GET /users/@me`, Facebook Graph `GET /me?fields=id,name,email`, each with `Authorization: Bearer`. The
 * subject is the provider's numeric account id (a renamed account stays the same user); the user name is the
 * verified e-mail where the provider gives one, else the handle.
 *
 * Throws SocialProviderUnavailableError when the API cannot be reached, SocialLoginRefusedError when it refuses
 * the token or answers another shape.
 *
 * @example
 * const { subject, userName } = await readSocialProfile('github', 'https://api.github.com/user', accessToken)
 */
export async function readSocialProfile(
  provider: OAuth2ProviderName,
  endpoint: string,
  accessToken: string,
): Promise<SocialProfile> {
  const url = new URL(endpoint)
  // The token is a bearer credential: it goes over TLS, or stays on this machine (the local sandbox).
  if (url.protocol !== 'https:' && !isLoopbackUrl(url)) throw new SocialProviderUnavailableError(provider)

  async function get<T>(target: string, schema: z.ZodType<T>): Promise<T> {
    let response: Response
    try {
      response = await fetch(target, {
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: provider === 'github' ? 'application/vnd.github+json' : 'application/json',
          // GitHub refuses API requests without a User-Agent.
          'user-agent': 'Latch',
        },
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      serverLog.error({ provider, reason: describeUpstreamError(error) }, 'user info unreachable')
      throw new SocialProviderUnavailableError(provider)
    }
    if (response.status >= 500) throw new SocialProviderUnavailableError(provider)
    const parsed = schema.safeParse(response.ok ? await response.json().catch(() => undefined) : undefined)
    if (!parsed.success) {
      serverLog.error({ provider, status: response.status }, 'user info refused')
      throw new SocialLoginRefusedError()
    }
    return parsed.data
  }

  switch (provider) {
    case 'github': {
      const user = await get(url.href, GitHubUser)
      let email = user.email ?? undefined
      if (!email) {
        // A private e-mail is only on /user/emails (scope user:email): the primary one, if verified.
        const emails = await get(`${url.href.replace(/\/$/, '')}/emails`, GitHubEmails)
        email = emails.find((entry) => entry.primary && entry.verified)?.email
      }
      return { subject: String(user.id), userName: email ?? user.login }
    }
    case 'x': {
      const { data } = await get(url.href, XUser)
      return { subject: data.id, userName: data.username }
    }
    case 'discord': {
      const user = await get(url.href, DiscordUser)
      return { subject: user.id, userName: (user.verified && user.email) || user.username }
    }
    case 'facebook': {
      const user = await get(url.href, FacebookUser)
      return { subject: user.id, userName: user.email ?? user.name ?? user.id }
    }
  }
}

import { z } from 'zod'

/** An OpenID Connect provider (google, apple): the id token names the visitor. */
export type OidcProviderSettings = {
  kind: 'oidc'
  /** The issuer (its `/.well-known/openid-configuration` is read once): e.g. `https://accounts.google.com`. */
  issuer: string
  clientId: string
  /** Never logged, never answered. */
  clientSecret: string
}

/**
 * A plain OAuth 2 provider (github, x, discord, facebook): no id token, the visitor is the one the provider's
 * user-info API names for the access token.
 */
export type OAuth2ProviderSettings = {
  kind: 'oauth2'
  authorizationEndpoint: string
  tokenEndpoint: string
  /** The provider's "who am I" API, e.g. `https://api.github.com/user`. */
  userInfoEndpoint: string
  clientId: string
  /** Never logged, never answered. */
  clientSecret: string
  /** The scopes to ask for (space-separated); default: what the user-info API needs (see `OAUTH2_SCOPES`). */
  scope?: string
}

export type SocialProviderSettings = OidcProviderSettings | OAuth2ProviderSettings

export const OIDC_PROVIDERS = ['google', 'apple'] as const
export const OAUTH2_PROVIDERS = ['github', 'x', 'discord', 'facebook'] as const
export type OAuth2ProviderName = (typeof OAUTH2_PROVIDERS)[number]
export type SocialProviderName = (typeof OIDC_PROVIDERS)[number] | OAuth2ProviderName

/** What each OAuth 2 provider's user-info API needs, as each documents it. */
export const OAUTH2_SCOPES: Record<OAuth2ProviderName, string> = {
  github: 'read:user user:email',
  x: 'users.read tweet.read',
  discord: 'identify email',
  facebook: 'email public_profile',
}

/**
 * The operator's social-login configuration: per project id, the providers it offers; `*` applies to every
 * project without an entry of its own.
 */
export type SocialSettings = Record<
  string,
  Partial<Record<(typeof OIDC_PROVIDERS)[number], OidcProviderSettings>> &
    Partial<Record<OAuth2ProviderName, OAuth2ProviderSettings>>
>

const client = { clientId: z.string().min(1), clientSecret: z.string().min(1) }
const OidcSchema = z.object({ kind: z.literal('oidc'), issuer: z.url(), ...client })
const OAuth2Schema = z.object({
  kind: z.literal('oauth2'),
  authorizationEndpoint: z.url(),
  tokenEndpoint: z.url(),
  userInfoEndpoint: z.url(),
  scope: z.string().min(1).optional(),
  ...client,
})

const SocialSettingsSchema = z.record(
  z.string().min(1),
  z
    .object({
      google: OidcSchema,
      apple: OidcSchema,
      github: OAuth2Schema,
      x: OAuth2Schema,
      discord: OAuth2Schema,
      facebook: OAuth2Schema,
    })
    .partial()
    .strict(),
)

/**
 * Reads LATCH_SOCIALS (JSON of `SocialSettings`). A malformed value stops the server with a message that names
 * the field, not the secret.
 *
 * @example
 * parseSocialSettingsEnv('{"*":{"google":{"kind":"oidc","issuer":"https://accounts.google.com","clientId":"…","clientSecret":"…"}}}')
 */
export function parseSocialSettingsEnv(value: string | undefined): SocialSettings {
  if (!value?.trim()) return {}
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new Error('LATCH_SOCIALS is not JSON')
  }
  const parsed = SocialSettingsSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`LATCH_SOCIALS: ${issue?.path.join('.')}: ${issue?.message}`)
  }
  // zod's optional keys read `| undefined`; absent keys are what the type means.
  return parsed.data as SocialSettings
}

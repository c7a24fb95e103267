import { z } from 'zod'

/** One social provider of a project: an OpenID Connect issuer and the app registered there. */
export type SocialProviderSettings = {
  /** The issuer (its `/.well-known/openid-configuration` is read once): e.g. `https://accounts.google.com`. */
  issuer: string
  clientId: string
  /** Never logged, never answered. */
  clientSecret: string
}

export type SocialProviderName = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/**
 * The operator's social-login configuration: per project id, the providers it offers; `*` applies to every
 * project without an entry of its own.
 */
export type SocialSettings = Record<string, Partial<Record<SocialProviderName, SocialProviderSettings>>>

const ProviderSettingsSchema = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
})

const SocialSettingsSchema = z.record(
  z.string().min(1),
  z.partialRecord(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']), ProviderSettingsSchema),
)

/**
 * Reads LATCH_SOCIALS (JSON of `SocialSettings`). A malformed value stops the server with a message that names
 * the field, not the secret.
 *
 * @example
 * parseSocialSettingsEnv('{"*":{"google":{"issuer":"https://accounts.google.com","clientId":"…","clientSecret":"…"}}}')
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
  return parsed.data
}

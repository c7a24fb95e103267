import { IdentityProviderSchema } from '@latch/api'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/createDatabase.js'
import { InvalidProjectError } from './createProject.js'
import { type ProjectLogins, projects } from './projectsTables.js'

/** What `setLogins` changes: each login kind given replaces the project's, one not given stays. */
export type SetLoginsParameters = {
  email?: boolean | undefined
  /** The login with a passkey (on by default). */
  passkey?: boolean | undefined
  /** The social logins offered, in the order the widget may show them (duplicates count once). */
  socials?: readonly string[] | undefined
}

const providers = IdentityProviderSchema.options

const SetLoginsSchema = z.object({
  email: z.boolean().optional(),
  passkey: z.boolean().optional(),
  socials: z
    .array(
      z.enum(providers, {
        error: (issue) =>
          `"${String(issue.input)}" is not a social login: use ${providers.slice(0, -1).join(', ')} or ${providers.at(-1)}`,
      }),
    )
    .optional(),
})

/**
 * Sets which embedded-wallet logins a project offers: the e-mail login, passkeys, and the social logins in order. The
 * server still advertises only those it can serve (`offeredLogins`). Servers apply it within their project
 * cache's lifetime (30 s). Answers the project's logins as they now stand.
 *
 * @example
 * await setLogins(db, 'shop', { email: true, socials: ['google', 'github'] })
 */
export async function setLogins(
  db: Database,
  projectId: string,
  parameters: SetLoginsParameters,
): Promise<ProjectLogins> {
  const parsed = SetLoginsSchema.safeParse(parameters)
  if (!parsed.success) throw new InvalidProjectError(parsed.error.issues[0]?.message ?? 'Invalid logins')
  const { email, passkey, socials } = parsed.data
  const change: Partial<ProjectLogins> = {
    ...(email !== undefined ? { email } : {}),
    ...(passkey !== undefined ? { passkey } : {}),
    ...(socials !== undefined ? { socials: [...new Set(socials)] } : {}),
  }
  // One statement: jsonb's `||` replaces the kinds given and keeps the others, whatever another writer set.
  const [updated] = await db
    .update(projects)
    .set({ logins: sql`${projects.logins} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(projects.id, projectId))
    .returning({ logins: projects.logins })
  if (!updated) throw new InvalidProjectError(`No project with id "${projectId}"`)
  return updated.logins
}

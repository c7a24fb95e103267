import type { LoginMethods } from '@latch/api'
import type { Project } from '../projects/createProject.js'
import type { EmbeddedContext } from './embeddedContext.js'

/**
 * The logins a project's visitors can use: the ones its operator configured that this server can serve. The
 * e-mail login needs a mailer (SMTP_URL); a social provider its OAuth client for the project (LATCH_SOCIALS, the
 * project's entry or `*`, as the social login itself reads it); Farcaster its relay and ID registry.
 *
 * @example
 * offeredLogins(project, context) // { email: true, socials: ['google', 'farcaster'] }
 */
export function offeredLogins(
  project: Pick<Project, 'id' | 'logins'>,
  context: Pick<EmbeddedContext, 'mailer' | 'socials' | 'farcaster'>,
): LoginMethods {
  const clients = context.socials[project.id] ?? context.socials['*'] ?? {}
  return {
    email: project.logins.email && context.mailer !== undefined,
    socials: project.logins.socials.filter((provider) =>
      provider === 'farcaster' ? context.farcaster !== undefined : clients[provider] !== undefined,
    ),
  }
}

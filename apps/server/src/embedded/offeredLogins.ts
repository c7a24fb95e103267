import type { LoginMethods } from '@latch/api'
import type { Project } from '../projects/createProject.js'
import type { EmbeddedContext } from './embeddedContext.js'

/**
 * The logins a project's visitors can use: the ones its operator configured that this server can serve. The
 * e-mail login needs a mailer (SMTP_URL); a social provider its OAuth client for the project (LATCH_SOCIALS, the
 * project's entry or `*`, as the social login itself reads it); Farcaster its relay and ID registry; passkeys a
 * frame served under a host name (browsers refuse an IP address as a WebAuthn relying party).
 *
 * @example
 * offeredLogins(project, context) // { email: true, socials: ['google', 'farcaster'] }
 */
export function offeredLogins(
  project: Pick<Project, 'id' | 'logins'>,
  context: Pick<EmbeddedContext, 'mailer' | 'socials' | 'farcaster' | 'frameOrigins'>,
): LoginMethods {
  const clients = context.socials[project.id] ?? context.socials['*'] ?? {}
  return {
    email: project.logins.email && context.mailer !== undefined,
    passkey: project.logins.passkey !== false && context.frameOrigins.some(isNamedHost),
    socials: project.logins.socials.filter((provider) =>
      provider === 'farcaster' ? context.farcaster !== undefined : clients[provider] !== undefined,
    ),
  }
}

/** Whether an origin's host is a name, not an IP address: only a name can be a WebAuthn relying party. */
function isNamedHost(origin: string): boolean {
  const { hostname } = new URL(origin)
  return !/^\d+\.\d+\.\d+\.\d+$/.test(hostname) && !hostname.startsWith('[')
}

import type { ProjectLogins } from './projectsTables.js'

/**
 * A project's logins in the operator's words, as `projects logins` and `projects list` print them.
 *
 * @example
 * describeLogins({ email: true, socials: ['google', 'github'] }) // 'logins e-mail, passkey, google, github'
 * describeLogins({ email: false, passkey: false, socials: [] }) // 'no login but wallets'
 */
export function describeLogins(logins: ProjectLogins): string {
  const names = [
    ...(logins.email ? ['e-mail'] : []),
    ...(logins.passkey !== false ? ['passkey'] : []),
    ...logins.socials,
  ]
  return names.length > 0 ? `logins ${names.join(', ')}` : 'no login but wallets'
}

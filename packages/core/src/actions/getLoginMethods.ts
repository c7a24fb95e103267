import type { Latch, SocialProvider } from '../types.js'
import { getConfiguredLoginMethods } from './getConfiguredLoginMethods.js'

export type GetLoginMethodsReturnType = {
  email: boolean
  /** The login with a passkey alone. */
  passkey: boolean
  /** In `features.socials` order. */
  socials: SocialProvider[]
  /**
   * The server's answer is awaited: the dApp enabled logins that may still be shown (none is shown yet, so none
   * has to be taken back).
   */
  pending: boolean
}

/**
 * The embedded wallet's logins Connect shows: those the dApp enabled (`getConfiguredLoginMethods`) that the
 * Latch server offers for the project (`state.serverLogins`, from `fetchLoginMethods`). None until the server
 * has answered; the dApp's own choice when it could not (a login it refuses fails at use with its own error).
 *
 * @example
 * getLoginMethods(latch) // { email: true, socials: ['google', 'github'], pending: false }
 */
export function getLoginMethods(latch: Latch): GetLoginMethodsReturnType {
  const configured = getConfiguredLoginMethods(latch)
  const offered = latch.store.getState().serverLogins
  if (offered === null) return { ...configured, pending: false }
  const asked = configured.email || configured.passkey || configured.socials.length > 0
  if (offered === undefined) return { email: false, passkey: false, socials: [], pending: asked }
  return {
    email: configured.email && offered.email,
    // A server from before passkeys does not name them, and has no passkey routes.
    passkey: configured.passkey && offered.passkey === true,
    socials: configured.socials.filter((provider) => offered.socials.includes(provider)),
    pending: false,
  }
}

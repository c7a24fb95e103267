import { PeerDependencyMissingError } from '../PeerDependencyMissingError.js'

/**
 * `safe()` is configured and the page is open in a Safe, but the app has not installed
 * `@safe-global/safe-apps-sdk` and `@safe-global/safe-apps-provider`, the optional peer dependencies of
 * @latch/evm that only the Safe connector needs.
 *
 * @example
 * if (error instanceof SafeAppsSdkMissingError) console.error(error.shortMessage)
 */
export class SafeAppsSdkMissingError extends PeerDependencyMissingError {
  override name = 'SafeAppsSdkMissingError'
  constructor(cause?: unknown) {
    super('@safe-global/safe-apps-sdk and @safe-global/safe-apps-provider', 'The Safe connector', cause)
  }
}

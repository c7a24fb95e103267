import { BaseError } from '@latch/core'

/**
 * A connector's SDK, an optional peer dependency of @latch/evm, is configured but not installed: the app
 * learns which package to install when the connector is used.
 */
export class PeerDependencyMissingError extends BaseError {
  override name = 'PeerDependencyMissingError'
  constructor(packageName: string, feature: string, cause?: unknown) {
    super(`${feature} needs the package ${packageName}, which is not installed.`, {
      cause,
      metaMessages: [`Install it beside @latch/evm: npm install ${packageName}`],
    })
  }
}

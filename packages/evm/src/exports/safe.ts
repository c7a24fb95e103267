// @latch/evm/safe: the Safe connector, for an app that installs @safe-global/safe-apps-sdk and -provider.
export { SafeAppsSdkMissingError } from '../safe/SafeAppsSdkMissingError.js'
export { type SafeParameters, safe } from '../safe/safe.js'

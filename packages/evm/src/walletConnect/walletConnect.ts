import type { AdapterContext, WalletConnectConfig } from '@latch/core'
import type { WalletConnectProvider } from './initWalletConnectProvider.js'

/**
 * Remote pairing for `eip155Adapter({ walletConnect })`: loads the SDK and creates (or restores) the instance's
 * WalletConnect provider; called once per instance, on demand. A function, not an object: it sits in the first
 * bundle of every app with WalletConnect, where each byte counts.
 */
export type WalletConnectReturnType = (
  config: AdapterContext['config'],
  walletConnect: WalletConnectConfig,
) => Promise<WalletConnectProvider>

/**
 * Remote pairing (QR code and mobile links) over `@walletconnect/universal-provider`, which the app installs
 * beside @latch/evm. It is its own entry point, so an app without WalletConnect never references the SDK in a
 * module its bundler sees (Next.js, with Turbopack or webpack, fails on a missing package even behind
 * `import()`). The SDK still loads only when remote pairing is used; the instance's `walletConnect` config
 * gives the project id and the relay.
 *
 * @example
 * import { walletConnect } from '@latch/evm/walletconnect'
 * createLatch({ projectId, networks, walletConnect: { projectId: wcProjectId }, adapters: [eip155Adapter({ walletConnect: walletConnect() })] })
 */
export function walletConnect(): WalletConnectReturnType {
  // The module object, not destructured: Vite rewrites a destructured `import()` into a longer form.
  return (config, walletConnect) =>
    import('./initWalletConnectProvider.js').then((module) =>
      module.initWalletConnectProvider(config, walletConnect),
    )
}

import type { Eip1193Provider } from '@latch/core'
import type { SafeAppProvider } from '@safe-global/safe-apps-provider'
import { withTimeout } from 'viem'
import { SafeAppsSdkMissingError } from './SafeAppsSdkMissingError.js'
import type { SafeParameters } from './safe.js'

const DEFAULT_GET_INFO_TIMEOUT_MS = 1_000

/**
 * The SDKs are optional peer dependencies: imported as module objects, so a bundler that stands in an empty
 * module for a missing optional peer builds, and the app learns what to install when it is opened in a Safe.
 * The provider is published as CommonJS: its class is a named export, or one under `default`, by bundler.
 */
async function loadSdks() {
  const [sdk, provider] = await Promise.all([
    import('@safe-global/safe-apps-sdk'),
    import('@safe-global/safe-apps-provider'),
  ]).catch((error: unknown) => {
    throw new SafeAppsSdkMissingError(error)
  })
  const SafeAppsSDK = sdk?.default
  const Provider =
    provider?.SafeAppProvider ??
    (provider as { default?: { SafeAppProvider?: typeof SafeAppProvider } } | undefined)?.default
      ?.SafeAppProvider
  if (typeof SafeAppsSDK !== 'function' || typeof Provider !== 'function') throw new SafeAppsSdkMissingError()
  return { SafeAppsSDK, SafeAppProvider: Provider }
}

/** An error a wallet gives for a method it does not support (EIP-1193 code 4200), in the visitor's words. */
function unsupported(message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code: 4200 })
}

/**
 * The Safe's provider as the runtime uses any wallet's. A Safe app is opened with its Safe: asking for the
 * account reads it, and the connection ends in the page only (the Safe stays open around it).
 */
function toConnectorProvider(provider: SafeAppProvider): Eip1193Provider {
  return {
    request({ method, params }) {
      if (method === 'eth_requestAccounts') return provider.request({ method: 'eth_accounts' })
      if (method === 'wallet_revokePermissions') return Promise.resolve(null)
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain')
        return Promise.reject(
          unsupported('A Safe lives on one network: open this app from your Safe on the other network.'),
        )
      return provider.request({ method, params: (params ?? []) as unknown[] })
    },
    on(event, listener) {
      provider.on(event, listener as (...args: unknown[]) => void)
    },
    removeListener(event, listener) {
      provider.removeListener(event, listener as (...args: unknown[]) => void)
    },
  }
}

/** The Safe's entry in the wallet list: a vault on Safe's green, kept here so only a Safe app carries it. */
const SAFE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#12FF80"/><rect x="9" y="9" width="22" height="22" rx="4" fill="none" stroke="#121312" stroke-width="3"/><circle cx="20" cy="20" r="4.5" fill="#121312"/></svg>',
)}`

/** The hosting Safe: its provider, and the icon its entry shows. */
export type SafeHost = { provider: Eip1193Provider; imageUrl: string }

/**
 * The Safe that hosts the page, as an EIP-1193 provider, or undefined when the parent is not a Safe (it does
 * not answer `getSafeInfo` in time). Loaded, with the SDKs, only for a page in a frame.
 *
 * @example
 * const host = await findSafeHost({ allowedDomains: [/^https:\/\/app\.safe\.global$/] })
 */
export async function findSafeHost(parameters: SafeParameters): Promise<SafeHost | undefined> {
  const { SafeAppsSDK, SafeAppProvider } = await loadSdks()
  const sdk = new SafeAppsSDK({
    ...(parameters.allowedDomains ? { allowedDomains: [...parameters.allowedDomains] } : {}),
    ...(parameters.debug ? { debug: true } : {}),
  })
  // A parent that is not a Safe never answers: the request is left unanswered, and the page goes on without it.
  const info = await withTimeout(() => sdk.safe.getInfo(), {
    timeout: parameters.getInfoTimeout ?? DEFAULT_GET_INFO_TIMEOUT_MS,
  }).catch(() => undefined)
  if (!info?.safeAddress) return undefined
  return { provider: toConnectorProvider(new SafeAppProvider(info, sdk)), imageUrl: SAFE_ICON }
}

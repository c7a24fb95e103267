import {
  type AdapterContext,
  CONNECTOR_IDS,
  type Connector,
  type Eip1193Provider,
  getAdapterService,
  type WalletConnectConfig,
} from '@latch/core'
import type { WalletConnectProvider } from './initWalletConnectProvider.js'

type Listener = (...args: never[]) => void

/** The connector of remote pairing and the WalletConnect provider behind it, one per Latch instance. */
export type WalletConnectLink = {
  /** id 'walletConnect', type WALLET_CONNECT; its provider forwards to the WalletConnect provider. */
  connector: Connector
  /** Loads the WalletConnect SDK and creates (or restores) the provider, once per instance. */
  load(): Promise<WalletConnectProvider>
}

/** Events of the WalletConnect provider that the connector's provider passes on. */
const FORWARDED_EVENTS = [
  'accountsChanged',
  'chainChanged',
  'disconnect',
  'connect',
  'session_delete',
] as const

/**
 * The instance's WalletConnect connector and provider, or undefined when `walletConnect` is not configured.
 * Nothing is loaded here: the SDK arrives with `import()` on the first `load()` or request.
 *
 * @example
 * const link = getWalletConnectLink({ config: latch.config })
 * const provider = await link?.load()
 */
export function getWalletConnectLink(context: AdapterContext): WalletConnectLink | undefined {
  const walletConnect: WalletConnectConfig | undefined = context.config.walletConnect
  if (!walletConnect) return undefined
  // One per instance, shared with the other adapters (the solana adapter signs through the same session).
  return getAdapterService(context, 'walletConnect', () => createLink(context, walletConnect))
}

function createLink(context: AdapterContext, walletConnect: WalletConnectConfig): WalletConnectLink {
  const listeners = new Map<string, Set<Listener>>()
  let loading: Promise<WalletConnectProvider> | undefined
  const load = () => {
    loading ??= import('./initWalletConnectProvider.js')
      .then(({ initWalletConnectProvider }) => initWalletConnectProvider(context.config, walletConnect))
      .then((provider) => {
        for (const event of FORWARDED_EVENTS)
          provider.on(event, (...args: unknown[]) => {
            for (const listener of listeners.get(event) ?? [])
              (listener as (...a: unknown[]) => void)(...args)
          })
        return provider
      })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  const provider: Eip1193Provider = {
    // EIP-1193 arguments; the SDK types params as an array or object, which every caller sends.
    request: (args) => load().then((p) => p.request(args as Parameters<WalletConnectProvider['request']>[0])),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const link: WalletConnectLink = {
    connector: {
      id: CONNECTOR_IDS.walletConnect,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      provider,
    },
    load,
  }
  return link
}

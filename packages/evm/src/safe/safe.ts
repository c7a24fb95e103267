import { type Adapter, CONNECTOR_IDS, type Connector } from '@latch/core'

export type SafeParameters = {
  /**
   * The origins of the Safe{Wallet} interfaces the app answers, such as `[/^https:\/\/app\.safe\.global$/]`:
   * messages from any other parent are ignored. Default: the page's parent, whatever its origin.
   */
  allowedDomains?: readonly RegExp[] | undefined
  /**
   * How long the Safe has to describe itself (Safe Apps `getSafeInfo`) before the frame is taken as not hosted
   * by a Safe, in ms. Default 1000: a Safe answers at once, and no other parent answers at all.
   */
  getInfoTimeout?: number | undefined
  /** The Safe Apps SDK logs each message it receives. */
  debug?: boolean | undefined
}

/** Only a page in a frame can be a Safe app; a top-level page loads nothing of the Safe's. */
function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window
}

/**
 * The eip155 adapter with the Safe connector (id 'safe'): when the app is open inside Safe{Wallet} (an iframe
 * whose parent speaks the Safe Apps protocol), the Safe is listed first and connected at once, without the
 * visitor choosing it, through `@safe-global/safe-apps-sdk` and `@safe-global/safe-apps-provider` (optional
 * peer dependencies). Its sends become Safe transactions the Safe's owners sign in Safe{Wallet}.
 *
 * A page that is not in a frame loads none of it; a frame whose parent is not a Safe loads the SDK, is not
 * answered, and lists no Safe.
 *
 * @example
 * createLatch({ projectId, networks, adapters: [safe(eip155Adapter(), { allowedDomains: [/^https:\/\/app\.safe\.global$/] })] })
 */
export function safe(adapter: Adapter, parameters: SafeParameters = {}): Adapter {
  return {
    ...adapter,
    discover(discovery) {
      let found: readonly Connector[] = []
      let hosted: Connector | undefined
      let stopped = false
      const report = () => discovery.setConnectors(hosted ? [hosted, ...found] : found)
      const stop =
        adapter.discover?.({
          ...discovery,
          setConnectors(connectors) {
            found = connectors
            report()
          },
        }) ?? (() => {})
      if (isFramed())
        import('./findSafeHost.js')
          .then(({ findSafeHost }) => findSafeHost(parameters))
          .then((host) => {
            if (!host || stopped) return
            hosted = {
              id: CONNECTOR_IDS.safe,
              name: 'Safe',
              type: 'EXTERNAL',
              chain: 'eip155',
              // A send answers the Safe transaction's hash; the Safe knows the transaction it became.
              receiptsFromWallet: true,
              ...host,
            }
            report()
            discovery.autoConnect?.(CONNECTOR_IDS.safe)
          })
          .catch((error: unknown) => {
            // The page works as it would without the connector; the developer learns what to install.
            console.warn(error)
          })
      return () => {
        stopped = true
        stop()
      }
    },
  }
}

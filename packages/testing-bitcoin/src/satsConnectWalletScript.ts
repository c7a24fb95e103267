import type { BindingMessage, BindingReply } from '@latch/testing/namespace'

export type SatsConnectWalletScriptArgs = {
  bindingName: string
  dispatcherName: string
  name: string
  icon: string
  /** Where the provider object sits on `window`, as a dotted path: the id its `btc_providers` entry gives. */
  providerId: string
}

/**
 * Runs inside every frame of the page before the site's scripts (via `page.addInitScript`): announces a Bitcoin
 * wallet the way sats-connect finds one, an entry `{ id, name, icon, webUrl }` in `window.btc_providers` whose
 * id is the path of its provider object on `window`, and that provider's `request(method, params)`, which
 * forwards to Node through the binding and answers JSON-RPC response objects (a decline as -32000, sats-connect's
 * USER_REJECTION), and `addListener(event, listener)` for the wallet's events, which Node dispatches. Playwright sends this function's source to the browser, so it must not use anything from its
 * module.
 */
export function satsConnectWalletScript(args: SatsConnectWalletScriptArgs): void {
  const scope = window as unknown as Record<string, unknown>
  if (scope[args.dispatcherName]) return
  let removed = false
  let requestId = 0
  const listeners = new Map<string, Set<(event: unknown) => void>>()

  const provider = {
    /** sats-connect's wallet events (`accountChange`, `networkChange`, `disconnect`); returns how to stop. */
    addListener(event: string, listener: (event: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
    async request(method: string, params: unknown) {
      const id = `${++requestId}`
      const binding = scope[args.bindingName] as
        | ((message: BindingMessage) => Promise<BindingReply>)
        | undefined
      if (removed || typeof binding !== 'function')
        return { jsonrpc: '2.0', id, error: { code: -32603, message: 'The wallet is not installed.' } }
      const reply = await binding({ method, params, origin: location.origin })
      if ('error' in reply) {
        const code = reply.error.code === 4001 ? -32000 : reply.error.code
        return { jsonrpc: '2.0', id, error: { code, message: reply.error.message } }
      }
      return { jsonrpc: '2.0', id, result: reply.result }
    },
  }

  // The provider at its path: `LatchProviders.BitcoinProvider` is `window.LatchProviders.BitcoinProvider`.
  const path = args.providerId.split('.')
  const last = path.pop() as string
  let parent = scope
  for (const part of path) {
    parent[part] ??= {}
    parent = parent[part] as Record<string, unknown>
  }
  Object.defineProperty(parent, last, { configurable: true, value: provider })
  const entry = { id: args.providerId, name: args.name, icon: args.icon, webUrl: 'https://latch.invalid' }
  scope.btc_providers ??= []
  ;(scope.btc_providers as unknown[]).push(entry)

  Object.defineProperty(window, args.dispatcherName, {
    configurable: true,
    value: (event: string, payload: unknown) => {
      if (event !== '__latch_uninstall') {
        for (const listener of listeners.get(event) ?? []) listener({ ...(payload as object), type: event })
        return
      }
      removed = true
      const list = scope.btc_providers as unknown[]
      list.splice(list.indexOf(entry), 1)
      delete parent[last]
    },
  })
}

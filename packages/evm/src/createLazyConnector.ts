import type { Connector, Eip1193Provider } from '@latch/core'

type Listener = (...args: never[]) => void

/** A connector whose SDK arrives on demand, and the loader of the SDK's provider. */
export type LazyConnector<P> = {
  /** Its provider is an EIP-1193 provider that loads the real one on its first request and passes on its events. */
  connector: Connector & { provider: Eip1193Provider }
  /** Loads the real provider, once (a failed load is tried again on the next call). */
  load(): Promise<P>
}

type EventSource = {
  request(args: never): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): unknown
}

/**
 * A connector whose SDK is loaded only when used (WalletConnect, Coinbase): its provider's listeners may be
 * added before the SDK is there, and hear `events` of the real provider once it is.
 *
 * @example
 * const { connector, load } = createLazyConnector(fields, () => import('./sdk.js').then((m) => m.create()), ['chainChanged'])
 */
export function createLazyConnector<P extends EventSource>(
  fields: Omit<Connector, 'provider'>,
  create: () => Promise<P>,
  events: readonly string[],
): LazyConnector<P> {
  const listeners = new Map<string, Set<Listener>>()
  let loading: Promise<P> | undefined
  const load = () => {
    loading ??= create().then((real) => {
      for (const event of events)
        real.on(event, (...args: unknown[]) => {
          for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
        })
      return real
    })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  const provider: Eip1193Provider = {
    // EIP-1193 arguments; an SDK may type params more narrowly, but every caller sends an array or object.
    request: (args) => load().then((real) => real.request(args as never)),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return { connector: { ...fields, provider }, load }
}

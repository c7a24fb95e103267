import type { ProviderRpcErrorShape } from './errors.js'

/** EIP-6963 provider info, announced with the provider. */
export type TestWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** What the page sends to Node through the wallet's binding. */
export type BindingMessage = { method: string; params?: unknown; origin: string; internal?: boolean }

/** What Node answers. An object, never a thrown error, so the page can rebuild a coded EIP-1193 error. */
export type BindingReply = { result: unknown } | { error: ProviderRpcErrorShape }

export type InjectedProviderArgs = {
  bindingName: string
  dispatcherName: string
  info: TestWalletInfo
  announce: boolean
  injected: boolean
  /** Also stand as Coinbase's extension: `window.coinbaseWalletExtension`, where Coinbase's SDK looks for it. */
  coinbaseExtension?: boolean
}

/**
 * Runs inside every frame of the page before the site's own scripts (via `page.addInitScript`).
 * Playwright sends this function's source to the browser, so it must not use anything from its module:
 * no imports, no helpers, no classes that a transpiler could rewrite with helpers.
 */
export function injectedProvider(args: InjectedProviderArgs): void {
  type Listener = (payload: unknown) => void
  type Dispatcher = (event: string, payload: unknown, origins: string[] | null) => void
  const scope = window as unknown as Record<string, unknown>
  // Installing into a document that already has this wallet (a frame loaded mid-install) changes nothing.
  if (scope[args.dispatcherName]) return
  const listeners = new Map<string, Set<Listener>>()
  let removed = false

  const toError = (shape: ProviderRpcErrorShape) => {
    const error = new Error(shape.message) as Error & { code: number; data?: unknown }
    error.name = 'ProviderRpcError'
    error.code = shape.code
    if (shape.data !== undefined) error.data = shape.data
    return error
  }

  const send = async (message: BindingMessage): Promise<unknown> => {
    const binding = scope[args.bindingName] as
      | ((message: BindingMessage) => Promise<BindingReply>)
      | undefined
    if (removed || typeof binding !== 'function')
      throw toError({ code: 4900, message: 'The wallet is disconnected from all chains.' })
    const reply = await binding(message)
    if ('error' in reply) throw toError(reply.error)
    return reply.result
  }

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // A failing listener belongs to the site; it must not stop the other listeners.
      try {
        listener(payload)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  const provider = {
    isMetaMask: false,
    isLatchTestWallet: true,
    request(request: { method: string; params?: unknown }): Promise<unknown> {
      if (!request || typeof request !== 'object' || typeof request.method !== 'string' || !request.method)
        return Promise.reject(
          toError({ code: -32602, message: 'Expected a single, non-array object argument with a method.' }),
        )
      return send({ method: request.method, params: request.params, origin: location.origin })
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    once(event: string, listener: Listener) {
      const wrapped: Listener = (payload) => {
        provider.removeListener(event, wrapped)
        listener(payload)
      }
      return provider.on(event, wrapped)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
    removeAllListeners(event?: string) {
      if (event === undefined) listeners.clear()
      else listeners.delete(event)
      return provider
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0
    },
    isConnected() {
      return !removed
    },
  }

  const dispatcher: Dispatcher = (event, payload, origins) => {
    if (removed) return
    if (origins && !origins.includes(location.origin)) return
    if (event === '__latch_uninstall') {
      removed = true
      if (scope.ethereum === provider) delete scope.ethereum
      if (scope.coinbaseWalletExtension === provider) delete scope.coinbaseWalletExtension
      return
    }
    emit(event, payload)
  }
  Object.defineProperty(window, args.dispatcherName, { value: dispatcher, configurable: true })

  if (args.injected) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true })
    window.dispatchEvent(new Event('ethereum#initialized'))
  }

  if (args.coinbaseExtension) {
    Object.defineProperty(provider, 'isCoinbaseWallet', { value: true, enumerable: true })
    Object.defineProperty(window, 'coinbaseWalletExtension', {
      value: provider,
      configurable: true,
      writable: true,
    })
  }

  if (args.announce) {
    const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider })
    const announce = () => {
      if (!removed) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }

  // EIP-1193: `connect` once the provider can serve requests, with the chain it is on.
  send({ method: 'eth_chainId', origin: location.origin, internal: true }).then(
    (chainId) => emit('connect', { chainId }),
    () => {},
  )
}

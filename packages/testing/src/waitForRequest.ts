import type { TestWalletRequest } from './testWallet.js'

/**
 * Resolves with the next request for `method` made after the call, once answered (or at once with
 * `pending`), from a wallet's request list and its listener hook; rejects after `timeout` ms (default 10 s).
 *
 * @example
 * waitForRequest(requests, (listener) => onRequest(listener), 'personal_sign', { timeout: 5_000 })
 */
export function waitForRequest<T extends TestWalletRequest>(
  requests: readonly T[],
  subscribe: (listener: (entry: T) => void) => () => void,
  method: string,
  options: { timeout?: number; pending?: boolean } = {},
): Promise<T> {
  const timeout = options.timeout ?? 10_000
  const earlier = new Set(requests)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`No ${method} request was made within ${timeout} ms.`))
    }, timeout)
    const stop = subscribe((entry) => {
      if (entry.method !== method || earlier.has(entry)) return
      if (!options.pending && entry.outcome === 'pending') return
      clearTimeout(timer)
      stop()
      resolve(entry)
    })
  })
}

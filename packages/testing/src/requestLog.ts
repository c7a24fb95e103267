import { type ProviderRpcErrorShape, toProviderRpcErrorShape } from './errors.js'
import type { BindingReply } from './injectedProvider.js'
import type { TestWalletRequest } from './testWallet.js'
import { waitForRequest } from './waitForRequest.js'

/** Every request a test wallet received, with its outcome once answered, and who is waiting for one. */
export type RequestLog<Entry extends TestWalletRequest> = {
  /** Oldest first; each entry is updated in place as it is answered. */
  readonly requests: Entry[]
  /** Calls `listener` with every entry as it is recorded and again once it is answered; returns the unsubscribe. */
  subscribe(listener: (entry: Entry) => void): () => boolean
  /** Adds a pending entry. */
  record(entry: Entry): void
  /** Marks an entry approved, or declined with an error: rejected (the user's refusal) or failed. */
  settle(entry: Entry, outcome: 'approved' | ProviderRpcErrorShape): void
  /**
   * Records `entry`, runs `run` for its answer and settles the entry with it, answering as an object (never a
   * thrown error) so the page rebuilds a coded error. An unlisted entry is answered but neither kept nor reported.
   */
  answer(entry: Entry, run: () => Promise<unknown>, options?: { listed?: boolean }): Promise<BindingReply>
  /** Resolves with the next request for `method` made after this call, once answered (or at once with `pending`). */
  waitForRequest(method: string, options?: { timeout?: number; pending?: boolean }): Promise<Entry>
  clear(): void
}

/**
 * A test wallet's request log. An error answers `rejected` when its code is EIP-1193's user rejection (4001) or
 * one of `rejectedCodes` (WalletConnect's own USER_REJECTED), `error` otherwise.
 *
 * @example
 * const log = createRequestLog<TestWalletRequest>()
 * const reply = await log.answer({ method, params, origin, outcome: 'pending' }, () => answer(method, params))
 */
export function createRequestLog<Entry extends TestWalletRequest>(
  options: { rejectedCodes?: readonly number[] } = {},
): RequestLog<Entry> {
  const rejected = new Set([4001, ...(options.rejectedCodes ?? [])])
  const requests: Entry[] = []
  const listeners = new Set<(entry: Entry) => void>()
  const notify = (entry: Entry) => {
    for (const listener of listeners) listener(entry)
  }
  const outcomeOf = (entry: Entry, outcome: 'approved' | ProviderRpcErrorShape) => {
    if (outcome === 'approved') entry.outcome = 'approved'
    else {
      entry.outcome = rejected.has(outcome.code) ? 'rejected' : 'error'
      entry.error = outcome
    }
  }
  const log: RequestLog<Entry> = {
    requests,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    record(entry) {
      requests.push(entry)
      notify(entry)
    },
    settle(entry, outcome) {
      outcomeOf(entry, outcome)
      notify(entry)
    },
    async answer(entry, run, { listed = true } = {}) {
      if (listed) log.record(entry)
      try {
        const result = await run()
        entry.result = result
        outcomeOf(entry, 'approved')
        return { result }
      } catch (error) {
        const shape = toProviderRpcErrorShape(error)
        outcomeOf(entry, shape)
        return { error: shape }
      } finally {
        if (listed) notify(entry)
      }
    },
    waitForRequest: (method, options) => waitForRequest(requests, log.subscribe, method, options),
    clear() {
      requests.length = 0
    },
  }
  return log
}

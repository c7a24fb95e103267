import { messageOf, serverLog } from '../logging/serverLog.js'
export type FollowLoopsParameters<E, R> = {
  /** The chains or networks followed, read at each `start()`. */
  list(): readonly E[]
  /** The key one sync at a time runs under. */
  keyOf(entry: E): string | number
  /** One step: index the entry up to its current head. */
  step(entry: E): Promise<R>
  pollIntervalMs: number
  /** A failed step; the loop goes on. */
  onError(error: unknown, entry: E): void
  /** Wait longer after each failure in a row (up to 30 s), so a dead upstream is not hammered. Default false. */
  backOff?: boolean | undefined
  /**
   * Whether this instance follows the entry now (it holds the entry's lease, see `createIndexerLeases`); asked
   * before each step, so a standby takes over at its next poll. Default: always.
   */
  lease?: ((entry: E) => Promise<boolean>) | undefined
}

export type FollowLoops<E, R> = {
  /** Follows every entry until `stop()`. */
  start(): void
  /** Stops following and waits for the steps under way to finish. */
  stop(): Promise<void>
  /** Runs one step of the entry now, after the one under way: the loop and a caller share each step. */
  sync(entry: E): Promise<R>
}

/**
 * The loop an indexer runs per chain: a step, then a pause of `pollIntervalMs` (longer after failures with
 * `backOff`), until stopped; stopping wakes every pause. Steps of one entry never overlap.
 *
 * @example
 * const loops = createFollowLoops({ list: () => chains.list(), keyOf: (c) => c.chainId, step, pollIntervalMs: 1000, onError })
 * loops.start()
 */
export function createFollowLoops<E, R>(parameters: FollowLoopsParameters<E, R>): FollowLoops<E, R> {
  const { keyOf, pollIntervalMs } = parameters
  const running = new Map<string | number, Promise<R>>()
  let loops: Promise<void>[] = []
  let stopped = true
  const wakers = new Set<() => void>()

  const sync = (entry: E): Promise<R> => {
    const current = running.get(keyOf(entry))
    if (current) return current.then(() => sync(entry))
    const step = parameters.step(entry).finally(() => running.delete(keyOf(entry)))
    running.set(keyOf(entry), step)
    return step
  }

  const pause = (delay: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        wakers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, delay)
      wakers.add(wake)
    })

  const follow = async (entry: E) => {
    let failures = 0
    while (!stopped) {
      if (parameters.lease && !(await parameters.lease(entry))) {
        // Another instance follows it: ask again after a poll.
        await pause(pollIntervalMs)
        continue
      }
      try {
        await sync(entry)
        failures = 0
      } catch (error) {
        failures++
        parameters.onError(error, entry)
      }
      if (stopped) break
      const backOff = parameters.backOff && failures > 0
      await pause(backOff ? Math.min(30_000, pollIntervalMs * 2 ** Math.min(failures, 5)) : pollIntervalMs)
    }
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      loops = parameters.list().map(follow)
    },
    async stop() {
      stopped = true
      for (const wake of [...wakers]) wake()
      await Promise.all(loops)
      await Promise.allSettled([...running.values()])
      loops = []
    },
    sync,
  }
}

/**
 * How an indexer reports a failed step when its caller gives no `onError`: one line with the network and the
 * error's message (never its stack or the request, which may carry an upstream's key).
 */
export function reportIndexerError(error: unknown, network: string): void {
  serverLog.error({ network, reason: messageOf(error) }, 'indexer step failed')
}

import type { Latch } from '../types.js'

/** Returns to the previous view; false when there is none (`goBack`, and core's own moves). */
export function popRoute(latch: Latch): boolean {
  const { router } = latch.store.getState()
  const previous = router.history[router.history.length - 1]
  if (!previous) return false
  latch.store.setState({
    router: { view: previous.view, data: previous.data, history: router.history.slice(0, -1) },
  })
  return true
}

import type { Latch } from '../types.js'

export type GoBackReturnType = boolean

/**
 * Returns to the previous view. Returns false when there is none.
 *
 * @example
 * goBack(latch)
 */
export function goBack(latch: Latch): GoBackReturnType {
  const { router } = latch.store.getState()
  const previous = router.history[router.history.length - 1]
  if (!previous) return false
  latch.store.setState({
    router: { view: previous.view, data: previous.data, history: router.history.slice(0, -1) },
  })
  return true
}

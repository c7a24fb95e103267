import type { Latch, Route } from '../types.js'

/** Shows a view in place of the current one, the history kept as is (`replaceView`, and core's own moves). */
export function replaceRoute(
  latch: Latch,
  route: { view: Route['view']; data?: Route['data'] | undefined },
): void {
  latch.store.setState(({ router }) => ({
    router: { view: route.view, data: route.data, history: router.history },
  }))
}

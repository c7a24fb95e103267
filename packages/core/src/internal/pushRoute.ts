import type { Latch, Route } from '../types.js'

/** Shows a view, keeping the current one in the history (`navigate`, and core's own moves). */
export function pushRoute(
  latch: Latch,
  route: { view: Route['view']; data?: Route['data'] | undefined },
): void {
  latch.store.setState(({ router }) => ({
    router: {
      view: route.view,
      data: route.data,
      history: [...router.history, { view: router.view, ...(router.data ? { data: router.data } : {}) }],
    },
  }))
}

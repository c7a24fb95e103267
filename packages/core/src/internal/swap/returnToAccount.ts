import type { Latch } from '../../types.js'

/** Shows Account with the history it had when it was last shown, so Back does not lead into a finished swap. */
export function returnToAccount(latch: Latch): void {
  latch.store.setState(({ router }) => {
    const index = router.history.findLastIndex((route) => route.view === 'Account')
    return {
      router: { view: 'Account', data: undefined, history: index >= 0 ? router.history.slice(0, index) : [] },
    }
  })
}

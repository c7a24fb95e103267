import type { Latch } from '../types.js'

/**
 * Shows Account, dropping the views opened from it (Back from Account then leaves as it did before, never
 * into a finished Send or Swap).
 */
export function returnToAccount(latch: Latch): void {
  latch.store.setState(({ router }) => {
    const index = router.history.findLastIndex((route) => route.view === 'Account')
    return {
      router: {
        view: 'Account',
        data: undefined,
        history: index === -1 ? router.history : router.history.slice(0, index),
      },
    }
  })
}

import { popRoute } from '../internal/popRoute.js'
import type { Latch } from '../types.js'

export type GoBackReturnType = boolean

/**
 * Returns to the previous view. Returns false when there is none.
 *
 * @example
 * goBack(latch)
 */
export function goBack(latch: Latch): GoBackReturnType {
  return popRoute(latch)
}

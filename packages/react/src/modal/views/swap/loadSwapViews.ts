// The swap views' chunk. Kept as one promise so a prefetch (pointer over the Account view's Swap row) and
// the render share one request.
type SwapViewsModule = typeof import('./SwapViews.js')
let swapViews: Promise<SwapViewsModule> | undefined

/** Starts (or joins) loading the swap views. */
export function loadSwapViews(): Promise<SwapViewsModule> {
  swapViews ??= import('./SwapViews.js')
  swapViews.catch(() => {
    swapViews = undefined
  })
  return swapViews
}

// The swap views' chunk. Kept as one promise so a prefetch (pointer over the Account view's Swap row) and
// the render share one request.
type SwapViewsModule = typeof import('./index.js')
let swapViews: Promise<SwapViewsModule> | undefined

/** Starts (or joins) loading the swap views. */
export function loadSwapViews(): Promise<SwapViewsModule> {
  swapViews ??= import('./index.js')
  swapViews.catch(() => {
    swapViews = undefined
  })
  return swapViews
}

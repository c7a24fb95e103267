// The swap views: one lazy chunk, loaded when Swap opens (or prefetched from Account's Swap row).
export { SwapPreviewView } from './SwapPreviewView.js'
export { SwapSelectTokenView } from './SwapSelectTokenView.js'
export { SwapView } from './SwapView.js'

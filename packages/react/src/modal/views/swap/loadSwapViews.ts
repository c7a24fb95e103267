import { loadChunk } from '../../loadChunk.js'

/** Starts (or joins) loading the swap views' chunk. */
export const loadSwapViews = loadChunk(() => import('./index.js'))

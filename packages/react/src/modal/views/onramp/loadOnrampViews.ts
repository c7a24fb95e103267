import { loadChunk } from '../../loadChunk.js'

/** Starts (or joins) loading the on-ramp views' chunk. */
export const loadOnrampViews = loadChunk(() => import('./index.js'))

/**
 * A loader of a lazy chunk that keeps one promise, so a prefetch (pointer over the row that opens the view)
 * and the render share one request; a failed load is asked again next time.
 *
 * @example
 * export const loadSwapViews = loadChunk(() => import('./index.js'))
 */
export function loadChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined
  return () => {
    chunk ??= load()
    chunk.catch(() => {
      chunk = undefined
    })
    return chunk
  }
}

/**
 * Runs `fn` after the next paint, so work started by a view (requests, chunk loads) never delays the
 * frame that shows it. Returns a cancel function.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer) clearTimeout(timer)
  }
}

/** How long an idle wait may last on a page that never goes idle (ms). */
const IDLE_TIMEOUT_MS = 2_000

/**
 * Runs `fn` once the page has loaded and the browser has nothing else to do (`requestIdleCallback`, with a
 * timeout so a busy page still gets it), so that work started here never competes with the page's own
 * first paint or a visitor's input. Returns a cancel function.
 */
export function whenIdle(fn: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  const idle = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS })
      cancelIdle = () => cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(fn, 1)
      cancelIdle = () => clearTimeout(timer)
    }
  }
  if (typeof document === 'undefined' || document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    cancelIdle()
    if (typeof window !== 'undefined') window.removeEventListener('load', idle)
  }
}

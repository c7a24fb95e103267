import type { Latch } from '@latch/core'
import { createRoot } from 'react-dom/client'
import { LatchProvider } from '../LatchProvider.js'

/**
 * The modal's React root for a page without React: a host element at the end of the body holding the same
 * provider as a React app's, which mounts the modal closed at idle and at once when it opens.
 */
export function mountModalRoot(latch: Latch): () => void {
  const host = document.createElement('div')
  host.setAttribute('data-latch-modal-root', '')
  document.body.append(host)
  const root = createRoot(host)
  root.render(<LatchProvider latch={latch} />)
  return () => {
    root.unmount()
    host.remove()
  }
}

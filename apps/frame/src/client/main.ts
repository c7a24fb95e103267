import './styles.css'
import { FRAME_HEARTBEAT_MS, FRAME_PROTOCOL_VERSION, postFrameNotice } from '@latch/frame-protocol'

// The frame starts here. This first script is small on purpose: it finds the page that embeds it (the browser
// already refused any page outside the project's allowlist, by the frame-ancestors policy), says READY to that
// page alone, and holds the page's first messages until the messenger (with the protocol's schemas) and the
// wallet have loaded; they check and answer every held message, in order, exactly as a later one.

const config = JSON.parse(
  document.querySelector('meta[name="latch-frame-config"]')?.getAttribute('content') || '{}',
) as { apiUrl?: string }
const query = new URLSearchParams(location.search)
const projectId = query.get('projectId') ?? ''
const logger = query.get('enableLogger') === 'true' || query.get('enableLogger') === '1'

/** The embedding page's origin as the browser reports it (not as the page claims it). */
function parentOrigin(): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors?.length) return ancestors[0] ?? undefined
  return document.referrer ? new URL(document.referrer).origin : undefined
}

const origin = parentOrigin()
if (window.parent === window || !origin || !config.apiUrl || !projectId) {
  import('./showNotEmbedded.js').then(({ showNotEmbedded }) => showNotEmbedded(logger))
} else {
  const held: MessageEvent[] = []
  const hold = (event: MessageEvent) => {
    held.push(event)
  }
  addEventListener('message', hold)
  // The messenger's window: when it starts listening it first receives what arrived before it.
  const messages = {
    addEventListener(type: 'message', listener: (event: MessageEvent) => void) {
      removeEventListener('message', hold)
      addEventListener(type, listener)
      for (const event of held.splice(0)) listener(event)
    },
    removeEventListener(type: 'message', listener: (event: MessageEvent) => void) {
      removeEventListener(type, listener)
    },
  } as Pick<Window, 'addEventListener' | 'removeEventListener'>
  import('./runFrame.js').then(({ runFrame }) =>
    runFrame({
      apiUrl: config.apiUrl as string,
      projectId,
      origin,
      chainId: Number(query.get('chainId')) || 1,
      logger,
      messages,
    }),
  )
  postFrameNotice(window.parent, origin, 'READY', { version: FRAME_PROTOCOL_VERSION })
  setInterval(() => postFrameNotice(window.parent, origin, 'HEARTBEAT', undefined), FRAME_HEARTBEAT_MS)
}

import './styles.css'
import {
  type AppEventType,
  appEventSchemas,
  createFrameMessenger,
  FRAME_HEARTBEAT_MS,
  FRAME_PROTOCOL_VERSION,
  type FrameHandlers,
  FrameNotSupportedError,
  ParentNotSetError,
} from '@latch/frame-protocol'
import { createApi } from './api.js'
import { showNotEmbedded } from './ui.js'

// The frame starts here: it finds the page that embeds it (the browser already refused any page outside the
// project's allowlist, by the frame-ancestors policy), answers only that page, and says READY.

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
  showNotEmbedded()
  if (logger) console.warn('[latch-frame]', new ParentNotSetError().message)
} else {
  const apiUrl = config.apiUrl
  let messenger: ReturnType<typeof createFrameMessenger> | undefined
  // The wallet (viem's signing code) loads beside READY, not before it: the page may speak at once, and its
  // first requests wait for the wallet here.
  const wallet = import('./createWallet.js').then(({ createWallet }) =>
    createWallet({
      api: createApi(apiUrl, projectId),
      apiUrl,
      projectId,
      origin,
      chainId: Number(query.get('chainId')) || 1,
      onSessionChanged: (state) => messenger?.notify('SESSION_CHANGED', state),
    }),
  )
  const handlers: FrameHandlers = {}
  for (const type of Object.keys(appEventSchemas) as AppEventType[]) {
    const handler = async (payload: unknown, context: { id: string }) => {
      const handle = (await wallet)[type] as
        | ((payload: unknown, context: { id: string }) => Promise<unknown>)
        | undefined
      if (!handle) throw new FrameNotSupportedError(type)
      return handle(payload, context)
    }
    ;(handlers as Record<string, unknown>)[type] = handler
  }
  messenger = createFrameMessenger({
    window,
    parent: window.parent,
    parentOrigin: origin,
    handlers,
    onDrop: logger ? (reason, data) => console.debug('[latch-frame] dropped', reason, data) : undefined,
  })
  messenger.notify('READY', { version: FRAME_PROTOCOL_VERSION })
  setInterval(() => messenger?.notify('HEARTBEAT', undefined), FRAME_HEARTBEAT_MS)
}

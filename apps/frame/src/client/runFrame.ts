import {
  type AppEventType,
  appEventSchemas,
  createFrameMessenger,
  type FrameHandlers,
  FrameNotSupportedError,
} from '@latch/frame-protocol'

export type RunFrameParameters = {
  apiUrl: string
  projectId: string
  /** The embedding page's exact origin, as the browser reports it. */
  origin: string
  chainId: number
  logger: boolean
  /** Where the page's messages arrive (the frame's window, with the messages held before this loaded). */
  messages: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

/**
 * The frame's messenger and wallet, loaded by its first script right after READY: every message of the page is
 * checked against the protocol's schemas here, and answered by the wallet.
 */
export function runFrame(parameters: RunFrameParameters): void {
  const { apiUrl, projectId, origin, logger } = parameters
  let messenger: ReturnType<typeof createFrameMessenger> | undefined
  // The wallet (viem's signing code) loads beside the messenger: the page may speak at once, and its first
  // requests wait for the wallet here.
  const wallet = import('./createWallet.js').then(({ createWallet }) =>
    createWallet({
      apiUrl,
      projectId,
      origin,
      chainId: parameters.chainId,
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
    window: parameters.messages,
    parent: window.parent,
    parentOrigin: origin,
    handlers,
    onDrop: logger ? (reason, data) => console.debug('[latch-frame] dropped', reason, data) : undefined,
  })
}

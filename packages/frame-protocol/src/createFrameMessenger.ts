import { FrameError, FrameNotSupportedError, FrameUnknownError, ParentNotSetError } from './errors.js'
import { postFrameNotice } from './postFrameNotice.js'
import {
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  AppMessageSchema,
  appEventSchemas,
  type FrameNoticePayload,
  type FrameNoticeType,
} from './schemas.js'

type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>
/** A window messages are posted to, always with an exact target origin. */
export type PostTarget = { postMessage(message: unknown, targetOrigin: string): void }

/** A handler per app event; an event without one is answered with a clear 'not available' error. */
export type FrameHandlers = {
  [T in AppEventType]?: (payload: AppEventPayload<T>, context: { id: string }) => Promise<AppEventResult<T>>
}

export type CreateFrameMessengerParameters = {
  /** The frame's own window, where the page's messages arrive. */
  window: MessageTarget
  /** The page that embeds the frame (`window.parent`); null or the frame itself when it is not embedded. */
  parent: PostTarget | null
  /** The page's exact origin, as the browser reports it (`location.ancestorOrigins[0]`). */
  parentOrigin: string
  handlers: FrameHandlers
  /** Called with each message that is dropped, and why (for `enableLogger`). */
  onDrop?: ((reason: string, data: unknown) => void) | undefined
}

export type FrameMessenger = {
  /** Tells the page something without being asked (READY, HEARTBEAT, SESSION_CHANGED). */
  notify<T extends FrameNoticeType>(type: T, payload: FrameNoticePayload<T>): void
  destroy(): void
}

function errorPayload(error: unknown): { message?: string; code?: number } {
  if (error instanceof FrameError)
    return { message: error.shortMessage, ...(error.code === undefined ? {} : { code: error.code }) }
  const message = error instanceof Error && error.message ? error.message : new FrameUnknownError().message
  return { message }
}

/**
 * The frame's side of the protocol. It accepts a message only from its parent window and the parent's exact
 * origin, only when it matches the event's schema, and answers `…_SUCCESS` or `…_ERROR` with the request's id,
 * always to that exact origin. Nothing a page sends can approve a signature: no event does that.
 *
 * @example
 * createFrameMessenger({ window, parent: window.parent, parentOrigin, handlers: { IS_CONNECTED: async () => ({ isConnected: false }) } })
 */
export function createFrameMessenger(parameters: CreateFrameMessengerParameters): FrameMessenger {
  const { parent, parentOrigin, handlers } = parameters
  if (!parent || (parent as unknown) === parameters.window) throw new ParentNotSetError()
  const drop = (reason: string, data: unknown): undefined => {
    parameters.onDrop?.(reason, data)
  }

  function reply(type: string, id: string, payload: unknown): void {
    parent?.postMessage({ type, id, payload }, parentOrigin)
  }

  async function onMessage(event: MessageEvent): Promise<undefined> {
    if (event.origin !== parentOrigin) return drop('origin', event.data)
    if (event.source !== parent) return drop('source', event.data)
    const message = AppMessageSchema.safeParse(event.data)
    if (!message.success) return drop('schema', event.data)
    const type = message.data.type.slice('app/'.length) as AppEventType
    const schemas = appEventSchemas[type]
    if (!schemas) return drop('type', event.data)
    const { id } = message.data
    const payload = schemas.payload.safeParse(message.data.payload)
    if (!payload.success) {
      reply(`frame/${type}_ERROR`, id, { message: payload.error.issues[0]?.message ?? 'Invalid request' })
      return
    }
    const handler = handlers[type] as
      | ((payload: unknown, context: { id: string }) => Promise<unknown>)
      | undefined
    try {
      if (!handler) throw new FrameNotSupportedError(type)
      const result = schemas.result.safeParse(await handler(payload.data, { id }))
      if (!result.success) throw new FrameUnknownError({ cause: result.error })
      reply(`frame/${type}_SUCCESS`, id, result.data)
    } catch (error) {
      reply(`frame/${type}_ERROR`, id, errorPayload(error))
    }
  }

  const listener = (event: Event) => void onMessage(event as MessageEvent)
  parameters.window.addEventListener('message', listener)
  return {
    notify(type, payload) {
      postFrameNotice(parent, parentOrigin, type, payload)
    },
    destroy() {
      parameters.window.removeEventListener('message', listener)
    },
  }
}

import { FRAME_REQUEST_TIMEOUT_MS } from './constants.js'
import {
  FrameError,
  FrameRequestTimeoutError,
  FrameUnknownError,
  IframeNotSetError,
  RequestAbortedError,
  RequestInterruptedError,
} from './errors.js'
import { isSafeRpcMethod } from './getRpcMethodKind.js'
import {
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  appEventSchemas,
  FrameErrorPayloadSchema,
  type FrameNoticePayload,
  FrameNoticeSchema,
  type FrameNoticeType,
  FrameReplySchema,
  frameNoticeSchemas,
  TIMED_APP_EVENTS,
} from './schemas.js'

type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>
/** A window messages are posted to, always with an exact target origin. */
export type PostTarget = { postMessage(message: unknown, targetOrigin: string): void }

export type CreateAppMessengerParameters = {
  /** The page's window, where the frame's messages arrive. */
  window: MessageTarget
  /** The frame's exact origin (`https://wallet.example.com`): the only one messages are sent to or accepted from. */
  frameOrigin: string
  /** The frame's window (the iframe's `contentWindow`), once it exists. */
  getFrame(): PostTarget | null | undefined
  /** Default 30 000 ms, for the events waiting on the visitor's inbox or a provider (e-mail, device, OTP, social). */
  timeoutMs?: number
  /** Called with each message that is dropped, and why (for `enableLogger`). */
  onDrop?: ((reason: string, data: unknown) => void) | undefined
}

export type RequestOptions = { signal?: AbortSignal | undefined }

export type AppMessenger = {
  /** Sends an app event and resolves with the frame's `…_SUCCESS` payload, or rejects with its `…_ERROR`. */
  request<T extends AppEventType>(
    type: T,
    payload: AppEventPayload<T>,
    options?: RequestOptions,
  ): Promise<AppEventResult<T>>
  /** Listens to a notice of the frame (READY, HEARTBEAT, SESSION_CHANGED). */
  on<T extends FrameNoticeType>(type: T, listener: (payload: FrameNoticePayload<T>) => void): () => void
  /** Rejects the pending RPC requests that are not reads with 'Request was aborted'; reads go on. */
  abortRpcRequests(): void
  /** Rejects every pending request with 'Something went wrong' (the frame was reloaded or removed). */
  interrupt(): void
  /** Stops listening and interrupts what is pending. */
  destroy(): void
}

type Pending = {
  type: AppEventType
  method: string | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
  cleanup(): void
}

/**
 * The widget's side of the protocol. Every message goes to the frame's exact origin; a message is accepted
 * only from that origin and from the frame's own window, and only when it matches its schema (anything else
 * is dropped). Replies are matched to requests by a random id.
 *
 * @example
 * const messenger = createAppMessenger({ window, frameOrigin, getFrame: () => iframe.contentWindow })
 * const { action } = await messenger.request('CONNECT_EMAIL', { email })
 */
export function createAppMessenger(parameters: CreateAppMessengerParameters): AppMessenger {
  const { frameOrigin, getFrame } = parameters
  const timeoutMs = parameters.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS
  const pending = new Map<string, Pending>()
  const listeners = new Map<FrameNoticeType, Set<(payload: never) => void>>()
  const drop = (reason: string, data: unknown): undefined => {
    parameters.onDrop?.(reason, data)
  }

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    entry.cleanup()
    return entry
  }

  function onMessage(event: MessageEvent): undefined {
    const frame = getFrame()
    if (event.origin !== frameOrigin) return drop('origin', event.data)
    if (!frame || event.source !== frame) return drop('source', event.data)
    const notice = FrameNoticeSchema.safeParse(event.data)
    if (notice.success) {
      const type = notice.data.type.slice('frame/'.length) as FrameNoticeType
      const payload = frameNoticeSchemas[type].safeParse(notice.data.payload)
      if (!payload.success) return drop('schema', event.data)
      for (const listener of listeners.get(type) ?? []) listener(payload.data as never)
      return
    }
    const reply = FrameReplySchema.safeParse(event.data)
    if (!reply.success) return drop('schema', event.data)
    const entry = pending.get(reply.data.id)
    if (!entry) return drop('unknown id', event.data)
    const expected = `frame/${entry.type}`
    if (reply.data.type === `${expected}_ERROR`) {
      const error = FrameErrorPayloadSchema.safeParse(reply.data.payload)
      settle(reply.data.id)
      const message = error.success ? error.data.message : undefined
      const code = error.success ? error.data.code : undefined
      entry.reject(message ? new FrameError(message, { code }) : new FrameUnknownError({ code }))
      return
    }
    if (reply.data.type !== `${expected}_SUCCESS`) return drop('type', event.data)
    const result = appEventSchemas[entry.type].result.safeParse(reply.data.payload)
    if (!result.success) return drop('schema', event.data)
    settle(reply.data.id)
    entry.resolve(result.data)
  }

  parameters.window.addEventListener('message', onMessage as EventListener)

  function rejectWhere(predicate: (entry: Pending) => boolean, error: () => Error): void {
    for (const [id, entry] of pending) {
      if (!predicate(entry)) continue
      settle(id)
      entry.reject(error())
    }
  }

  return {
    request(type, payload, options = {}) {
      const schema = appEventSchemas[type].payload
      const checked = schema.safeParse(payload)
      if (!checked.success)
        return Promise.reject(new FrameError(checked.error.issues[0]?.message ?? 'Invalid request'))
      const frame = getFrame()
      if (!frame) return Promise.reject(new IframeNotSetError())
      if (options.signal?.aborted) return Promise.reject(new RequestAbortedError())
      const id = crypto.randomUUID()
      const method =
        type === 'RPC_REQUEST' ? (checked.data as AppEventPayload<'RPC_REQUEST'>).method : undefined
      return new Promise<AppEventResult<typeof type>>((resolve, reject) => {
        const timer = TIMED_APP_EVENTS.has(type)
          ? setTimeout(() => {
              settle(id)
              reject(new FrameRequestTimeoutError(type, timeoutMs))
            }, timeoutMs)
          : undefined
        const onAbort = () => {
          settle(id)
          reject(new RequestAbortedError())
        }
        options.signal?.addEventListener('abort', onAbort, { once: true })
        pending.set(id, {
          type,
          method,
          resolve: resolve as (value: unknown) => void,
          reject,
          cleanup() {
            if (timer) clearTimeout(timer)
            options.signal?.removeEventListener('abort', onAbort)
          },
        })
        frame.postMessage({ type: `app/${type}`, id, payload: checked.data }, frameOrigin)
      })
    },
    on(type, listener) {
      let set = listeners.get(type)
      if (!set) {
        set = new Set()
        listeners.set(type, set)
      }
      set.add(listener as (payload: never) => void)
      return () => set.delete(listener as (payload: never) => void)
    },
    abortRpcRequests() {
      rejectWhere(
        (entry) => entry.type === 'RPC_REQUEST' && !isSafeRpcMethod(entry.method ?? ''),
        () => new RequestAbortedError(),
      )
    },
    interrupt() {
      rejectWhere(
        () => true,
        () => new RequestInterruptedError(),
      )
    },
    destroy() {
      parameters.window.removeEventListener('message', onMessage as EventListener)
      rejectWhere(
        () => true,
        () => new RequestInterruptedError(),
      )
      listeners.clear()
    },
  }
}

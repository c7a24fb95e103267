import { WebSocket } from 'ws'
import { createClientAuth } from './clientAuth.js'
import { parseFrame } from './parseFrame.js'

export type RawPush = {
  /** The push's id as sent by the relay. */
  rawId: string
  topic: string
  message: string
  publishedAt: number
  tag: number
}

export type RawResponse = {
  /** The id exactly as the relay wrote it. */
  rawId: string
  result?: unknown
  error?: { code: number; message: string; data?: string }
}

export type RawClient = {
  /** The client's did:key, derived from the name it was connected with. */
  iss: string
  ws: WebSocket
  pushes: RawPush[]
  /** Sends a request; `rawId` is written into the frame as is (default: a fresh number). */
  request(method: string, params: unknown, rawId?: string): Promise<RawResponse>
  /** Resolves with the next push received (or one already received and not yet taken). */
  nextPush(timeoutMs?: number): Promise<RawPush>
  close(): Promise<void>
  /** Resolves with the close code and reason when the socket closes. */
  closed: Promise<{ code: number; reason: string }>
}

/** The relay answered the handshake with an HTTP status instead of accepting the socket. */
export class RawClientRefusedError extends Error {
  override name = 'RawClientRefusedError'
  readonly status: number
  readonly body: string
  constructor(status: number, body: string) {
    super(`The relay refused the connection: ${status} ${body}`)
    this.status = status
    this.body = body
  }
}

export type ConnectRawClientOptions = {
  iss: string
  acknowledge?: boolean
  onPush?: (push: RawPush) => void
  /** Replaces the signed token; `null`: none. */
  auth?: string | null
  /** The `projectId` query parameter; `null`: none. Default `local`. */
  projectId?: string | null
  /** Asks to be refused by a close frame (3000) rather than an HTTP status, as WalletConnect's JavaScript clients do. */
  useOnCloseEvent?: boolean
  /** Handshake headers, e.g. `X-Forwarded-For` for a relay behind a proxy. */
  headers?: Record<string, string>
}

/**
 * A bare JSON-RPC WebSocket client of the relay, for tests and the benchmark: it speaks the protocol
 * without any WalletConnect library in between. `iss` names the client: its key (and so its did:key)
 * is derived from it, and its token signed for `url` as WalletConnect clients sign theirs. Rejects with
 * `RawClientRefusedError` when the relay refuses the handshake.
 */
export async function connectRawClient(url: string, options: ConnectRawClientOptions): Promise<RawClient> {
  const { acknowledge = true, onPush } = options
  const signed = await createClientAuth(options.iss, url)
  const iss = signed.iss
  const auth = options.auth === undefined ? signed.auth : options.auth
  const projectId = options.projectId === undefined ? 'local' : options.projectId
  const query = new URLSearchParams()
  if (auth !== null) query.set('auth', auth)
  if (projectId !== null) query.set('projectId', projectId)
  if (options.useOnCloseEvent) query.set('useOnCloseEvent', 'true')
  const ws = new WebSocket(`${url}/?${query}`, {
    perMessageDeflate: false,
    ...(options.headers ? { headers: options.headers } : {}),
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  const waiting = new Map<string, (response: RawResponse) => void>()
  const pushes: RawPush[] = []
  let taken = 0
  const pushWaiters: ((push: RawPush) => void)[] = []
  let nextId = 1

  ws.on('message', (data) => {
    const text = data.toString()
    const { rawId, value } = parseFrame(text)
    const frame = value as { method?: string; params?: { data: Omit<RawPush, 'rawId'> } } & Omit<
      RawResponse,
      'rawId'
    >
    if (frame.method === 'irn_subscription' && rawId !== undefined && frame.params) {
      const push: RawPush = { rawId, ...frame.params.data }
      if (acknowledge) ws.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
      if (onPush) {
        onPush(push)
        return
      }
      pushes.push(push)
      const waiter = pushWaiters.shift()
      if (waiter) {
        taken++
        waiter(push)
      }
      return
    }
    if (rawId === undefined) return
    const resolve = waiting.get(rawId)
    if (!resolve) return
    waiting.delete(rawId)
    resolve({ rawId, ...frame })
  })

  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
    ws.once('unexpected-response', (request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => {
        reject(new RawClientRefusedError(response.statusCode ?? 0, body))
        // Aborting the handshake makes the socket report an error nobody waits for any more.
        ws.on('error', () => {})
        request.destroy()
      })
    })
  })

  return {
    iss,
    ws,
    pushes,
    closed,
    request(method, params, rawId = String(nextId++)) {
      return new Promise((resolve) => {
        waiting.set(rawId, resolve)
        ws.send(
          `{"id":${rawId},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`,
        )
      })
    },
    nextPush(timeoutMs = 2_000) {
      const ready = pushes[taken]
      if (ready) {
        taken++
        return Promise.resolve(ready)
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pushWaiters.splice(pushWaiters.indexOf(onNext), 1)
          reject(new Error(`no message pushed to ${iss} within ${timeoutMs} ms`))
        }, timeoutMs)
        const onNext = (push: RawPush) => {
          clearTimeout(timer)
          resolve(push)
        }
        pushWaiters.push(onNext)
      })
    },
    close() {
      if (ws.readyState === ws.CLOSED) return Promise.resolve()
      return new Promise((resolve) => {
        ws.once('close', () => resolve())
        ws.close()
      })
    },
  }
}

/** A random 64-hex topic, the shape WalletConnect topics have. */
export function randomTopic(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
}

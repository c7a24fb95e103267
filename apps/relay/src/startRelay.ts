import { createHash, randomUUID } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { type WebSocket, WebSocketServer } from 'ws'
import {
  InvalidParamsError,
  InvalidRequestError,
  JsonRpcError,
  MethodNotFoundError,
  ParseError,
  RelayDataFileError,
} from './errors.js'
import { idKey, parseFrame } from './parseFrame.js'
import { readClientId } from './readClientId.js'
import { RelayStore, type StoredMessage } from './relayStore.js'
import {
  describeIssues,
  isRelayMethod,
  type MethodParams,
  methodParams,
  type RelayMethod,
  relaySnapshot,
} from './schemas.js'

export type StartRelayParameters = {
  /** 0 picks a free port. Default 8788. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Keeps messages and subscriptions in this JSON file across restarts. */
  dataFile?: string
  /** Prints connections, calls and unknown methods. */
  log?: boolean
  /** How often each socket is pinged; one that has not answered the previous ping is dropped. Default 15 s. */
  pingIntervalMs?: number
}

export type RelayStats = {
  /** Open WebSocket connections. */
  connections: number
  /** Clients (by iss) with at least one subscription. */
  subscribedClients: number
  topics: number
  /** Messages stored and not yet expired. */
  messages: number
  published: number
  /** irn_subscription pushes sent. */
  delivered: number
  /** Pushes the receiving client confirmed. */
  acknowledged: number
  expired: number
}

export type StartRelayReturnType = {
  /** ws://127.0.0.1:port — give it to WalletConnect clients as `relayUrl`. */
  url: string
  port: number
  /** Methods clients called that this relay does not implement, in call order. */
  unknownMethods: string[]
  stats(): RelayStats
  stop(): Promise<void>
}

type Connection = {
  ws: WebSocket
  iss: string
  alive: boolean
  /** Whether the client is listening yet (see `onConnection`). */
  ready: boolean
  /** push id → message awaiting the client's `true` */
  inFlight: Map<string, StoredMessage>
  /** message → when it was last pushed on this connection and not acknowledged since */
  sent: Map<StoredMessage, number>
}

const PING_INTERVAL_MS = 15_000
const EXPIRE_INTERVAL_MS = 1_000
const SAVE_INTERVAL_MS = 1_000
/** An unacknowledged push is pushed again after this long (a frame can be lost as a client sets up). */
const REDELIVER_AFTER_MS = 5_000
/** A subscribe re-pushes unacknowledged messages, except those pushed this recently. */
const RESUBSCRIBE_GRACE_MS = 1_000
/** How long a new connection waits for its first frame before pending messages are pushed anyway. */
const READY_AFTER_MS = 250
const PROPOSE_SESSION_TAG = 1100
const PROPOSAL_RESPONSE_TAG = 1101
const SESSION_SETTLE_TAG = 1102

/**
 * Starts a WalletConnect v2 relay: the `irn_*` JSON-RPC methods plus `wc_proposeSession` and
 * `wc_approveSession`, with store-and-forward delivery, on a WebSocket at 127.0.0.1.
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * const client = await SignClient.init({ projectId, relayUrl: relay.url, telemetryEnabled: false })
 * // ...
 * await relay.stop()
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const {
    port = 8788,
    host = '127.0.0.1',
    dataFile,
    log = false,
    pingIntervalMs = PING_INTERVAL_MS,
  } = parameters
  const store = dataFile ? await loadStore(dataFile) : new RelayStore()
  const clients = new Map<string, Set<Connection>>()
  const unknownMethods: string[] = []
  const counters = { published: 0, delivered: 0, acknowledged: 0, expired: 0 }
  // Below 2^53, so clients echo it back as the same number.
  let nextPushId = Date.now() * 1000
  const subscriptionIds = new Map<string, string>()
  /** Stable per client and topic, as the public relay's subscription ids. */
  function subscriptionId(topic: string, iss: string): string {
    const key = `${topic}${iss}`
    let id = subscriptionIds.get(key)
    if (id === undefined) {
      id = createHash('sha256').update(key).digest('hex')
      // Bounded: the ids are cheap to recompute.
      if (subscriptionIds.size > 100_000) subscriptionIds.clear()
      subscriptionIds.set(key, id)
    }
    return id
  }
  const say = (line: string) => {
    if (log) console.log(`[relay] ${new Date().toISOString().slice(11, 23)} ${line}`)
  }

  const wss = new WebSocketServer({ host, port, perMessageDeflate: false, maxPayload: 4 * 1024 * 1024 })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  wss.on('error', (error) => say(`server error: ${error.message}`))
  const address = wss.address()
  const boundPort = typeof address === 'object' && address !== null ? address.port : port

  function push(
    connection: Connection,
    stored: StoredMessage,
    minimumAgeMs = Number.POSITIVE_INFINITY,
  ): void {
    const now = Date.now()
    const sentAt = connection.sent.get(stored)
    if (sentAt !== undefined && now - sentAt < minimumAgeMs) return
    const pushId = String(nextPushId++)
    connection.inFlight.set(pushId, stored)
    connection.sent.set(stored, now)
    counters.delivered++
    const data = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      tag: stored.tag,
      ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
    }
    const params = JSON.stringify({ id: subscriptionId(stored.topic, connection.iss), data })
    send(connection, `{"id":${pushId},"jsonrpc":"2.0","method":"irn_subscription","params":${params}}`)
  }

  function deliverPending(connection: Connection, topic: string, minimumAgeMs?: number): void {
    for (const stored of store.pendingFor(connection.iss, topic, Date.now()))
      push(connection, stored, minimumAgeMs)
  }

  function markReady(connection: Connection): void {
    if (connection.ready) return
    connection.ready = true
    for (const topic of store.topicsOf(connection.iss)) deliverPending(connection, topic)
  }

  function subscribe(connection: Connection, topic: string): string {
    store.subscribe(connection.iss, topic)
    // A client subscribes again when it has lost track: what it has not acknowledged goes out again.
    deliverPending(connection, topic, RESUBSCRIBE_GRACE_MS)
    return subscriptionId(topic, connection.iss)
  }

  function publish(
    connection: Connection,
    input: { topic: string; message: string; ttl: number; tag: number; attestation?: string | undefined },
  ): void {
    const { stored, isNew } = store.publish({
      topic: input.topic,
      message: input.message,
      publishedAt: Date.now(),
      ttlSeconds: input.ttl,
      tag: input.tag,
      publisher: connection.iss,
      ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
    })
    if (!isNew) return
    counters.published++
    for (const iss of store.subscribersOf(input.topic)) {
      if (iss === connection.iss) continue
      for (const receiver of clients.get(iss) ?? []) if (receiver.ready) push(receiver, stored)
    }
  }

  function fetchMessages(connection: Connection, topics: readonly string[]) {
    const now = Date.now()
    const messages: {
      topic: string
      message: string
      publishedAt: number
      tag: number
      attestation?: string
    }[] = []
    for (const topic of topics) {
      for (const stored of store.pendingFor(connection.iss, topic, now)) {
        // The response is the delivery: the client will not ack it separately.
        store.acknowledge(connection.iss, stored)
        messages.push({
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
        })
      }
    }
    return { messages, hasMore: false }
  }

  const handlers: {
    [method in RelayMethod]: (connection: Connection, params: MethodParams<method>) => unknown
  } = {
    irn_subscribe: (connection, { topic }) => subscribe(connection, topic),
    irn_batchSubscribe: (connection, { topics }) => topics.map((topic) => subscribe(connection, topic)),
    irn_unsubscribe: (connection, { topic }) => {
      store.unsubscribe(connection.iss, topic)
      return true
    },
    irn_batchUnsubscribe: (connection, { subscriptions }) => {
      for (const { topic } of subscriptions) store.unsubscribe(connection.iss, topic)
      return true
    },
    irn_publish: (connection, params) => {
      publish(connection, { ...params, tag: params.tag ?? 0 })
      return true
    },
    irn_batchPublish: (connection, { messages }) => {
      for (const params of messages) publish(connection, { ...params, tag: params.tag ?? 0 })
      return true
    },
    irn_fetchMessages: (connection, { topic }) => fetchMessages(connection, [topic]),
    irn_batchFetchMessages: (connection, { topics }) => fetchMessages(connection, topics),
    wc_proposeSession: (connection, params) => {
      subscribe(connection, params.pairingTopic)
      publish(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl: params.ttl,
        tag: PROPOSE_SESSION_TAG,
        attestation: typeof params.attestation === 'string' ? params.attestation : undefined,
      })
      return true
    },
    wc_approveSession: (connection, params) => {
      subscribe(connection, params.sessionTopic)
      publish(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttl: params.ttl,
        tag: PROPOSAL_RESPONSE_TAG,
      })
      publish(connection, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttl: params.ttl,
        tag: SESSION_SETTLE_TAG,
      })
      return true
    },
  }

  function call(connection: Connection, method: string, params: unknown): unknown {
    if (!isRelayMethod(method)) {
      unknownMethods.push(method)
      say(`unknown method ${method}`)
      throw new MethodNotFoundError(method)
    }
    if (log) say(`${method} from ${connection.iss.slice(-8)}`)
    const parsed = methodParams[method].safeParse(params)
    if (!parsed.success) throw new InvalidParamsError(method, describeIssues(parsed.error))
    const handler = handlers[method] as (connection: Connection, params: unknown) => unknown
    return handler(connection, parsed.data)
  }

  function onFrame(connection: Connection, text: string): void {
    let frame: ReturnType<typeof parseFrame>
    try {
      frame = parseFrame(text)
    } catch {
      answerError(connection, 'null', new ParseError())
      return
    }
    const { rawId, value } = frame
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      answerError(connection, rawId ?? 'null', new InvalidRequestError('expected a JSON-RPC object'))
      return
    }
    if ('method' in value) {
      if (typeof value.method !== 'string') {
        answerError(connection, rawId ?? 'null', new InvalidRequestError('method must be a string'))
        return
      }
      try {
        const result = call(connection, value.method, 'params' in value ? value.params : undefined)
        if (rawId !== undefined)
          send(connection, `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      } catch (error) {
        const rpcError =
          error instanceof JsonRpcError ? error : new JsonRpcError(-32603, `Internal error: ${String(error)}`)
        if (rawId !== undefined) answerError(connection, rawId, rpcError)
      }
      return
    }
    if ('result' in value || 'error' in value) {
      if (rawId === undefined) return
      const key = idKey(rawId)
      const stored = connection.inFlight.get(key)
      if (!stored) return
      connection.inFlight.delete(key)
      // An error answer leaves the message pending: it is pushed again on the next subscribe or connect.
      if ('result' in value && value.result === true) {
        store.acknowledge(connection.iss, stored)
        connection.sent.delete(stored)
        counters.acknowledged++
      } else {
        connection.sent.delete(stored)
      }
      return
    }
    answerError(connection, rawId ?? 'null', new InvalidRequestError('neither a request nor a response'))
  }

  function answerError(connection: Connection, rawId: string, error: JsonRpcError): void {
    send(
      connection,
      `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code: error.code, message: error.message })}}`,
    )
  }

  wss.on('connection', (ws, request) => {
    const iss = readClientId(request.url) ?? `anonymous:${randomUUID()}`
    const connection: Connection = {
      ws,
      iss,
      alive: true,
      ready: false,
      inFlight: new Map(),
      sent: new Map(),
    }
    let connections = clients.get(iss)
    if (!connections) {
      connections = new Set()
      clients.set(iss, connections)
    }
    connections.add(connection)
    say(`connected ${iss}`)
    ws.on('pong', () => {
      connection.alive = true
    })
    ws.on('message', (data, isBinary) => {
      connection.alive = true
      markReady(connection)
      onFrame(connection, isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString())
    })
    ws.on('close', () => {
      const open = clients.get(iss)
      open?.delete(connection)
      if (open?.size === 0) clients.delete(iss)
      say(`disconnected ${iss}`)
    })
    ws.on('error', (error) => say(`socket error ${iss}: ${error.message}`))
    // A returning client keeps its subscriptions, and what it missed while away is pushed to it. Not
    // at once: the first frame can arrive in the same TCP read as the handshake, before a WalletConnect
    // client has attached its listeners, and be lost. Its first request (or a short wait) says it listens.
    const readyTimer = setTimeout(() => markReady(connection), READY_AFTER_MS)
    ws.once('close', () => clearTimeout(readyTimer))
  })

  const pingTimer = setInterval(() => {
    for (const connections of clients.values()) {
      for (const connection of connections) {
        if (!connection.alive) {
          connection.ws.terminate()
          continue
        }
        connection.alive = false
        connection.ws.ping()
      }
    }
  }, pingIntervalMs)

  const expireTimer = setInterval(() => {
    const now = Date.now()
    counters.expired += store.expire(now)
    for (const connections of clients.values()) {
      for (const connection of connections) {
        for (const [pushId, stored] of connection.inFlight) {
          const sentAt = connection.sent.get(stored) ?? 0
          if (now - sentAt < REDELIVER_AFTER_MS) continue
          connection.inFlight.delete(pushId)
          if (stored.expiresAt > now && !stored.acknowledgedBy.has(connection.iss))
            push(connection, stored, 0)
        }
      }
    }
  }, EXPIRE_INTERVAL_MS)

  let saving: Promise<void> | undefined
  async function save(): Promise<void> {
    if (!dataFile) return
    while (saving) await saving
    if (!store.dirty) return
    store.dirty = false
    const temporary = `${dataFile}.${process.pid}.tmp`
    saving = writeFile(temporary, JSON.stringify(store.toSnapshot()))
      .then(() => rename(temporary, dataFile))
      .catch((error: unknown) => {
        store.dirty = true
        say(`cannot save ${dataFile}: ${String(error)}`)
      })
      .finally(() => {
        saving = undefined
      })
    await saving
  }
  const saveTimer = dataFile ? setInterval(() => void save(), SAVE_INTERVAL_MS) : undefined

  say(`listening on ws://${host}:${boundPort}`)

  let stopping: Promise<void> | undefined
  return {
    url: `ws://${host}:${boundPort}`,
    port: boundPort,
    unknownMethods,
    stats() {
      const counts = store.counts()
      let connections = 0
      for (const open of clients.values()) connections += open.size
      return { connections, ...counts, ...counters }
    },
    stop() {
      stopping ??= (async () => {
        clearInterval(pingTimer)
        clearInterval(expireTimer)
        if (saveTimer) clearInterval(saveTimer)
        const closed = new Promise<void>((resolve) => wss.close(() => resolve()))
        for (const connections of clients.values()) {
          // 1012 "service restart": clients reconnect on their own. (3000 would make WalletConnect give up.)
          for (const connection of connections) connection.ws.close(1012, 'relay stopping')
        }
        const forced = setTimeout(() => {
          for (const client of wss.clients) client.terminate()
        }, 1_000)
        await closed
        clearTimeout(forced)
        if (dataFile) {
          store.dirty = true
          await save()
        }
      })()
      return stopping
    },
  }
}

function send(connection: Connection, text: string): void {
  if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(text)
}

async function loadStore(dataFile: string): Promise<RelayStore> {
  let text: string
  try {
    text = await readFile(dataFile, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new RelayStore()
    throw new RelayDataFileError(dataFile, error)
  }
  try {
    return RelayStore.fromSnapshot(relaySnapshot.parse(JSON.parse(text)), Date.now())
  } catch (error) {
    throw new RelayDataFileError(dataFile, error)
  }
}

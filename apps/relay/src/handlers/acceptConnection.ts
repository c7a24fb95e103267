import type { IncomingMessage } from 'node:http'
import type { WebSocket } from 'ws'
import { ClientAuthError, verifyClientAuth } from '../clientAuth.js'
import type { Connection, RelayHub } from '../hub/createRelayHub.js'
import { deliverPending } from '../hub/push.js'
import { createTokenBucket, type TokenBucketRule } from '../tokenBucket.js'
import { handleFrame } from './handleFrame.js'

/**
 * The close code of a refused token. WalletConnect clients treat 3000 as final: they report the error
 * and do not reconnect with the same bad token in a loop (the public relay closes so for a bad key).
 */
export const UNAUTHORIZED_CLOSE_CODE = 3000

/** How long a new connection waits for its first frame before pending messages are pushed anyway. */
const READY_AFTER_MS = 250

export type AcceptConnectionOptions = {
  /** The URLs clients may have signed their token for (`aud`). */
  audiences: readonly string[]
  requestsPerSocket: TokenBucketRule
}

/** Pushes what a returning client missed on the topics it is subscribed to, once it listens. */
function markReady(hub: RelayHub, connection: Connection): void {
  if (connection.ready) return
  connection.ready = true
  for (const topic of hub.store.topicsOf(connection.iss)) deliverPending(hub, connection, topic)
}

/**
 * A new socket: its token is verified first (a missing or bad one closes it with 3000 before anything
 * else is read), then its frames are handled. A returning client keeps its subscriptions, and what it
 * missed while away is pushed to it.
 */
export async function acceptConnection(
  hub: RelayHub,
  ws: WebSocket,
  request: IncomingMessage,
  options: AcceptConnectionOptions,
): Promise<void> {
  // Frames that arrive while the token is checked wait for it.
  const early: string[] = []
  const hold = (data: Buffer, isBinary: boolean) =>
    early.push(isBinary ? Buffer.from(data).toString('utf8') : data.toString())
  ws.on('message', hold)
  let iss: string
  try {
    iss = await verifyClientAuth(request.url, options.audiences)
  } catch (error) {
    hub.counters.unauthorized++
    const reason = error instanceof ClientAuthError ? error.message : 'Unauthorized'
    hub.say(`refused a connection: ${reason}`)
    ws.close(UNAUTHORIZED_CLOSE_CODE, reason)
    return
  }
  ws.off('message', hold)
  const connection: Connection = {
    ws,
    iss,
    alive: true,
    ready: false,
    inFlight: new Map(),
    sent: new Map(),
    bucket: createTokenBucket(options.requestsPerSocket),
  }
  let connections = hub.clients.get(iss)
  if (!connections) {
    connections = new Set()
    hub.clients.set(iss, connections)
  }
  connections.add(connection)
  hub.storage.touchClients([iss], Date.now())
  hub.say(`connected ${iss}`)
  ws.on('pong', () => {
    connection.alive = true
  })
  const onMessage = (text: string) => {
    connection.alive = true
    markReady(hub, connection)
    handleFrame(hub, connection, text)
  }
  ws.on('message', (data: Buffer, isBinary: boolean) =>
    onMessage(isBinary ? Buffer.from(data).toString('utf8') : data.toString()),
  )
  ws.on('close', () => {
    const open = hub.clients.get(iss)
    open?.delete(connection)
    if (open?.size === 0) hub.clients.delete(iss)
    hub.storage.touchClients([iss], Date.now())
    hub.say(`disconnected ${iss}`)
  })
  ws.on('error', (error) => hub.say(`socket error ${iss}: ${error.message}`))
  for (const text of early) onMessage(text)
  // Not at once: the first push can arrive in the same TCP read as the handshake, before a
  // WalletConnect client has attached its listeners, and be lost. Its first request (or a short wait)
  // says it listens.
  const readyTimer = setTimeout(() => markReady(hub, connection), READY_AFTER_MS)
  ws.once('close', () => clearTimeout(readyTimer))
}

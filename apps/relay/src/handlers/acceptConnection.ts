import type { WebSocket } from 'ws'
import type { Connection, RelayHub } from '../hub/createRelayHub.js'
import { deliverPending } from '../hub/push.js'
import { createTokenBucket, type TokenBucketRule } from '../tokenBucket.js'
import type { Admission } from './admitConnection.js'
import { handleFrame } from './handleFrame.js'

/**
 * The close code of a refused token or project. WalletConnect clients treat 3000 as final: they report
 * the error and do not reconnect with the same bad token in a loop (the public relay closes so for a bad
 * key).
 */
export const UNAUTHORIZED_CLOSE_CODE = 3000

/** How long a new connection waits for its first frame before pending messages are pushed anyway. */
const READY_AFTER_MS = 250

export type AcceptConnectionOptions = {
  requestsPerSocket: TokenBucketRule
}

/** Pushes what a returning client missed on the topics it is subscribed to, once it listens. */
function markReady(hub: RelayHub, connection: Connection): void {
  if (connection.ready) return
  connection.ready = true
  for (const topic of hub.store.topicsOf(connection.iss)) deliverPending(hub, connection, topic)
}

/**
 * A socket whose handshake was answered (see `admitConnection`, which decided before): closed at once
 * with 3000 when its token or project was refused, otherwise counted for its client and address and its
 * frames handled. A returning client keeps its subscriptions, and what it missed while away is pushed to it.
 */
export function acceptConnection(
  hub: RelayHub,
  ws: WebSocket,
  admission: Admission | undefined,
  options: AcceptConnectionOptions,
): void {
  if (admission?.kind !== 'accept') {
    const reason = admission?.kind === 'close' ? admission.reason : 'Unauthorized'
    hub.counters[admission?.kind === 'close' ? admission.counter : 'unauthorized']++
    hub.say(`refused a connection: ${reason}`)
    ws.close(UNAUTHORIZED_CLOSE_CODE, reason)
    return
  }
  const { iss, ip } = admission
  const connection: Connection = {
    ws,
    iss,
    ip,
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
  hub.connectionsByIp.set(ip, (hub.connectionsByIp.get(ip) ?? 0) + 1)
  hub.storage.touchClients([iss], Date.now())
  hub.say(`connected ${iss} from ${ip}`)
  ws.on('pong', () => {
    connection.alive = true
  })
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    connection.alive = true
    markReady(hub, connection)
    handleFrame(hub, connection, isBinary ? Buffer.from(data).toString('utf8') : data.toString())
  })
  ws.on('close', () => {
    const open = hub.clients.get(iss)
    open?.delete(connection)
    if (open?.size === 0) hub.clients.delete(iss)
    const fromIp = (hub.connectionsByIp.get(ip) ?? 1) - 1
    if (fromIp > 0) hub.connectionsByIp.set(ip, fromIp)
    else hub.connectionsByIp.delete(ip)
    hub.storage.touchClients([iss], Date.now())
    hub.say(`disconnected ${iss}`)
  })
  ws.on('error', (error) => hub.say(`socket error ${iss}: ${error.message}`))
  // Not at once: the first push can arrive in the same TCP read as the handshake, before a
  // WalletConnect client has attached its listeners, and be lost. Its first request (or a short wait)
  // says it listens.
  const readyTimer = setTimeout(() => markReady(hub, connection), READY_AFTER_MS)
  ws.once('close', () => clearTimeout(readyTimer))
}

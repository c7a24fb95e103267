import { WebSocketServer } from 'ws'
import { acceptConnection } from './handlers/acceptConnection.js'
import { applyRemoteChange } from './handlers/applyRemoteChange.js'
import { createRelayHub } from './hub/createRelayHub.js'
import { startHousekeeping } from './hub/startHousekeeping.js'
import { createMemoryStorage, createRelayStorage, type RelayStorage } from './store/createRelayStorage.js'
import { openRelayDatabase, type RelayStorageOptions } from './store/openRelayDatabase.js'
import { RelayStore, type RelayStoreLimits } from './store/relayStore.js'
import type { TokenBucketRule } from './tokenBucket.js'

export type StartRelayParameters = {
  /** 0 picks a free port. Default 8788. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * Where messages and subscriptions are kept. Default `{ kind: 'memory' }`; `npm start` and
   * `npm run relay` use `{ kind: 'embedded', dataDir }`, production `{ kind: 'postgres', databaseUrl }`
   * (which several relay instances share, see ARCHITECTURE.md).
   */
  storage?: RelayStorageOptions
  /**
   * The URLs clients reach this relay at, which their tokens must name as `aud`. Default: its own
   * `ws://host:port`. Behind a proxy, or with several instances behind one name, give that URL too.
   */
  publicUrls?: readonly string[]
  /** Prints connections, calls and unknown methods. */
  log?: boolean
  /** How often each socket is pinged; one that has not answered the previous ping is dropped. Default 15 s. */
  pingIntervalMs?: number
  /** Caps on queued messages (oldest dropped). Default 1,000 per topic and 1,000 per client. */
  limits?: Partial<RelayStoreLimits>
  /** Requests one socket may send. Default a burst of 200, then 100 a second. */
  requestsPerSocket?: TokenBucketRule
  /** A client's subscriptions are forgotten after this long without a connection. Default 7 days. */
  idleClientMs?: number
  /** How often idle clients are looked for. Default 60 s. */
  idleSweepMs?: number
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
  /** Messages dropped because a topic or a client's queue was full. */
  dropped: number
  /** Requests refused by a socket's token bucket. */
  rateLimited: number
  /** Connections closed for a missing or invalid auth token. */
  unauthorized: number
  /** Subscriptions forgotten because their client stayed away. */
  idleExpired: number
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

const PING_INTERVAL_MS = 15_000

async function openStorage(options: RelayStorageOptions): Promise<RelayStorage> {
  if (options.kind === 'memory') return createMemoryStorage()
  return createRelayStorage(await openRelayDatabase(options))
}

/**
 * Starts a WalletConnect v2 relay: the `irn_*` JSON-RPC methods plus `wc_proposeSession` and
 * `wc_approveSession`, with store-and-forward delivery, on a WebSocket. Clients authenticate with the
 * JWT WalletConnect clients send; messages live in the chosen storage.
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * const client = await SignClient.init({ projectId, relayUrl: relay.url, telemetryEnabled: false })
 * // ...
 * await relay.stop()
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const { port = 8788, host = '127.0.0.1', log = false, pingIntervalMs = PING_INTERVAL_MS } = parameters
  const storage = await openStorage(parameters.storage ?? { kind: 'memory' })
  const store = new RelayStore(parameters.limits)
  let wss: WebSocketServer
  try {
    await storage.load(store, Date.now())
    wss = new WebSocketServer({ host, port, perMessageDeflate: false, maxPayload: 4 * 1024 * 1024 })
    await new Promise<void>((resolve, reject) => {
      wss.once('listening', resolve)
      wss.once('error', reject)
    })
  } catch (error) {
    await storage.close()
    throw error
  }
  const hub = createRelayHub({ store, storage, log })
  wss.on('error', (error) => hub.say(`server error: ${error.message}`))
  const address = wss.address()
  const boundPort = typeof address === 'object' && address !== null ? address.port : port
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
  const audiences = [url, ...(parameters.publicUrls ?? [])].map((audience) => audience.replace(/\/+$/, ''))

  const requestsPerSocket = parameters.requestsPerSocket ?? { burst: 200, perSecond: 100 }
  wss.on('connection', (ws, request) => {
    void acceptConnection(hub, ws, request, { audiences, requestsPerSocket })
  })
  await storage.follow((change) => applyRemoteChange(hub, change))
  const stopHousekeeping = startHousekeeping(hub, {
    pingIntervalMs,
    idleClientMs: parameters.idleClientMs ?? 7 * 86_400_000,
    idleSweepMs: parameters.idleSweepMs ?? 60_000,
  })
  hub.say(`listening on ${url}`)

  let stopping: Promise<void> | undefined
  return {
    url,
    port: boundPort,
    unknownMethods: hub.unknownMethods,
    stats() {
      let connections = 0
      for (const open of hub.clients.values()) connections += open.size
      return { connections, ...store.counts(), ...hub.counters }
    },
    stop() {
      stopping ??= (async () => {
        stopHousekeeping()
        const closed = new Promise<void>((resolve) => wss.close(() => resolve()))
        for (const client of wss.clients) {
          // 1012 "service restart": clients reconnect on their own (3000 would make WalletConnect give up).
          client.close(1012, 'relay stopping')
        }
        const forced = setTimeout(() => {
          for (const client of wss.clients) client.terminate()
        }, 1_000)
        await closed
        clearTimeout(forced)
        await storage.close()
      })()
      return stopping
    },
  }
}

import { acceptConnection } from './handlers/acceptConnection.js'
import { applyRemoteChange } from './handlers/applyRemoteChange.js'
import { createRelayHub } from './hub/createRelayHub.js'
import { type RelayStats, readRelayStats } from './hub/readRelayStats.js'
import { startHousekeeping } from './hub/startHousekeeping.js'
import { closeWebSocket } from './server/closeWebSocket.js'
import { listenWebSocket } from './server/listenWebSocket.js'
import type { RelayStorageOptions } from './store/openRelayDatabase.js'
import { openStorage } from './store/openStorage.js'
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
  let server: Awaited<ReturnType<typeof listenWebSocket>>
  try {
    await storage.load(store, Date.now())
    server = await listenWebSocket({ host, port })
  } catch (error) {
    await storage.close()
    throw error
  }
  const { wss, url } = server
  const hub = createRelayHub({ store, storage, log })
  wss.on('error', (error) => hub.say(`server error: ${error.message}`))
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
    port: server.port,
    unknownMethods: hub.unknownMethods,
    stats: () => readRelayStats(hub),
    stop() {
      stopping ??= (async () => {
        stopHousekeeping()
        await closeWebSocket(wss)
        await storage.close()
      })()
      return stopping
    },
  }
}

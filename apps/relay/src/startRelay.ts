import type { IncomingMessage } from 'node:http'
import { createProjectCheck, type RelayProjects } from './checkProject.js'
import { acceptConnection } from './handlers/acceptConnection.js'
import { type Admission, admitConnection, connectionQuotaRefusal } from './handlers/admitConnection.js'
import { applyRemoteChange } from './handlers/applyRemoteChange.js'
import { createRelayHub } from './hub/createRelayHub.js'
import { type RelayStats, readRelayStats } from './hub/readRelayStats.js'
import { startHousekeeping } from './hub/startHousekeeping.js'
import { createRelayMetrics } from './metrics/createRelayMetrics.js'
import { defaultRelayQuotas, type RelayQuotas } from './quotas.js'
import { answerProbe } from './server/answerProbe.js'
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
  /**
   * What one client, one address and the whole relay may hold: connections, subscribed topics, stored
   * bytes, the longest TTL and the largest message (see `defaultRelayQuotas`). Past one, the request is
   * refused with the error WalletConnect's relay answers, and nothing of it is kept.
   */
  quotas?: Partial<RelayQuotas>
  /**
   * The project ids admitted: listed (`ids`), or those of a Latch server (`serverUrl`). A connection with
   * no `projectId`, or one not admitted, is refused as WalletConnect's relay refuses it. Default: none
   * checked, any project id is admitted (tests and experiments).
   */
  projects?: RelayProjects
  /** Behind a proxy: count each client by the address the proxy appends to `X-Forwarded-For`. Default false. */
  trustProxy?: boolean
  /** Requests one socket may send. Default a burst of 200, then 100 a second. */
  requestsPerSocket?: TokenBucketRule
  /** A client's subscriptions are forgotten after this long without a connection. Default 7 days. */
  idleClientMs?: number
  /** How often idle clients are looked for. Default 60 s. */
  idleSweepMs?: number
  /**
   * The bearer token a Prometheus scraper sends to `GET /metrics` on the relay's port (`Authorization: Bearer
   * <token>`). Unset (the default), the relay keeps no metrics and `/metrics` is 404.
   */
  metricsToken?: string | undefined
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
  const quotas = { ...defaultRelayQuotas, ...parameters.quotas }
  const storage = await openStorage(parameters.storage ?? { kind: 'memory' })
  const store = new RelayStore(parameters.limits)
  const metrics = parameters.metricsToken ? createRelayMetrics(() => hub, parameters.metricsToken) : undefined
  const hub = createRelayHub({ store, storage, quotas, log, onDelivery: metrics?.observeDelivery })
  const checkProject = createProjectCheck(parameters.projects, hub.say)
  const trustProxy = parameters.trustProxy ?? false
  // Audiences are known once the port is: no handshake is answered before.
  let audiences: string[] = []
  const admissions = new WeakMap<IncomingMessage, Admission>()
  let server: Awaited<ReturnType<typeof listenWebSocket>>
  try {
    await storage.load(store, Date.now())
    server = await listenWebSocket({
      host,
      port,
      // A frame holds at most a request's messages (two in wc_approveSession) and its JSON around them.
      maxPayload: Math.max(4 * 1024 * 1024, 2 * quotas.maxMessageBytes + 64 * 1024),
      onRequest: (request, response) => answerProbe(request, response, () => storage.ping(), metrics),
      verifyClient: ({ req }, answer) => {
        admitConnection(hub, req, { audiences, trustProxy, checkProject })
          .then((decided) => {
            // The quotas again, with the connections counted meanwhile: from here to the connection's
            // registration nothing else runs.
            const admission =
              (decided.kind === 'accept' && connectionQuotaRefusal(hub, decided.iss, decided.ip)) || decided
            if (admission.kind === 'refuse') {
              hub.counters[admission.counter]++
              hub.say(`refused a connection: ${admission.status} ${admission.message}`)
              answer(false, admission.status, admission.message, {
                'Content-Type': 'text/plain; charset=utf-8',
                ...admission.headers,
              })
              return
            }
            admissions.set(req, admission)
            answer(true)
          })
          .catch((error: unknown) => {
            hub.say(`cannot admit a connection: ${String(error)}`)
            answer(false, 500)
          })
      },
    })
  } catch (error) {
    await storage.close()
    throw error
  }
  const { wss, http, url } = server
  wss.on('error', (error) => hub.say(`server error: ${error.message}`))
  audiences = [url, ...(parameters.publicUrls ?? [])].map((audience) => audience.replace(/\/+$/, ''))

  const requestsPerSocket = parameters.requestsPerSocket ?? { burst: 200, perSecond: 100 }
  wss.on('connection', (ws, request) => {
    acceptConnection(hub, ws, admissions.get(request), { requestsPerSocket })
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
        await closeWebSocket(wss, http)
        await storage.close()
      })()
      return stopping
    },
  }
}

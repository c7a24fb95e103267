import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { toUpstreamEndpoint, type UpstreamConfig } from '../upstreams/upstreamEndpoint.js'

/** Each upstream gets 10 s; ranks are sampled over the last 10 calls, weighing stability 0.7 and latency 0.3. */
export const upstreamTimeoutMs = 10_000
const rankSampleCount = 10
const stabilityWeight = 0.7
const latencyWeight = 0.3

export type UpstreamPoolParameters = {
  /** Each upstream's URL, or its URL with the headers sent with each request (an API key). */
  urls: readonly UpstreamConfig[]
  /** Per-attempt timeout. Default 10 s. */
  timeoutMs?: number | undefined
}

export type UpstreamResponse = { url: string; status: number; body: string }

/**
 * How an upstream is named in errors and logs: its position and host, never its path or query, where
 * providers put API keys (`https://eth.example.com/v3/<key>` is `upstream 1 (eth.example.com)`).
 */
export function upstreamLabel(url: string, index: number): string {
  let host = 'invalid URL'
  try {
    host = new URL(url).host
  } catch {}
  return `upstream ${index + 1} (${host})`
}

export type UpstreamPool = {
  readonly urls: readonly string[]
  /**
   * Posts a raw JSON-RPC body to the best-ranked upstream; on a connection error, a timeout or a 5xx
   * (or 429) it tries the next one. Throws `UpstreamUnavailableError` when every upstream failed.
   */
  post(body: string): Promise<UpstreamResponse>
  /** One JSON-RPC call; throws `RpcResponseError` for a JSON-RPC error answer. */
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>
  /** Many calls in one HTTP round trip (a JSON-RPC batch); results in call order. */
  requestBatch<T = unknown>(calls: readonly { method: string; params?: unknown[] }[]): Promise<T[]>
  /** Upstreams best first, with their score, for diagnostics and tests. */
  ranking(): { url: string; score: number }[]
}

/** Every upstream failed; `attempts` name them by `upstreamLabel`, so the message is safe to answer and log. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError'
  constructor(readonly attempts: { upstream: string; reason: string }[]) {
    super(`No RPC upstream answered: ${attempts.map((a) => `${a.upstream}: ${a.reason}`).join('; ')}`)
  }
}

export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

type Upstream = {
  url: string
  /** The configured headers (a provider's key) with the JSON content type, sent with each request. */
  headers: Readonly<Record<string, string>>
  label: string
  samples: boolean[]
  latencyMs: number
}

/**
 * A set of JSON-RPC URLs for one chain, ranked by recent success (stability) and latency, with
 * fallback from one to the next. Sockets are reused (keep-alive) by Node's fetch.
 *
 * @example
 * const pool = createUpstreamPool({ urls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] })
 * const head = await pool.request<string>('eth_blockNumber')
 */
export function createUpstreamPool(parameters: UpstreamPoolParameters): UpstreamPool {
  const timeoutMs = parameters.timeoutMs ?? upstreamTimeoutMs
  const upstreams: Upstream[] = parameters.urls.map((config, index) => {
    const { url, headers } = toUpstreamEndpoint(config)
    return {
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      label: upstreamLabel(url, index),
      samples: [],
      latencyMs: 0,
    }
  })
  let nextId = 1

  const score = (upstream: Upstream, slowest: number) => {
    const stability = upstream.samples.length
      ? upstream.samples.filter(Boolean).length / upstream.samples.length
      : 1
    const latency = slowest > 0 ? 1 - upstream.latencyMs / slowest : 1
    return stabilityWeight * stability + latencyWeight * latency
  }
  const ranked = () => {
    if (upstreams.length < 2) return upstreams
    const slowest = Math.max(...upstreams.map((u) => u.latencyMs))
    // Stable sort keeps the configured order between equals, so the first URL is the primary.
    return upstreams
      .map((upstream) => ({ upstream, score: score(upstream, slowest) }))
      .sort((a, b) => b.score - a.score)
      .map((entry) => entry.upstream)
  }
  const record = (upstream: Upstream, ok: boolean, latencyMs: number) => {
    upstream.samples.push(ok)
    if (upstream.samples.length > rankSampleCount) upstream.samples.shift()
    if (ok)
      upstream.latencyMs = upstream.latencyMs === 0 ? latencyMs : upstream.latencyMs * 0.8 + latencyMs * 0.2
  }

  const post = async (body: string): Promise<UpstreamResponse> => {
    const attempts: { upstream: string; reason: string }[] = []
    for (const upstream of ranked()) {
      const started = performance.now()
      try {
        const response = await fetch(upstream.url, {
          method: 'POST',
          headers: upstream.headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        })
        const text = await response.text()
        // 5xx and 429: the node is in trouble. 401, 403 and 404: this server's configuration of it is
        // wrong (a revoked key, a moved path), which another upstream may not share. Never passed on.
        if (response.status >= 500 || [401, 403, 404, 429].includes(response.status)) {
          record(upstream, false, 0)
          attempts.push({ upstream: upstream.label, reason: `HTTP ${response.status}` })
          continue
        }
        record(upstream, true, performance.now() - started)
        return { url: upstream.url, status: response.status, body: text }
      } catch (error) {
        record(upstream, false, 0)
        attempts.push({
          upstream: upstream.label,
          reason: describeUpstreamError(error, { url: upstream.url, timeoutMs }),
        })
      }
    }
    throw new UpstreamUnavailableError(attempts)
  }

  type RpcAnswer = {
    id?: unknown
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  /** The call's result, or its error, whose text a node may write its own URL or key into. */
  const unwrap = (answer: RpcAnswer | undefined, url: string) => {
    if (!answer) throw new RpcResponseError(-32603, 'Missing answer in JSON-RPC batch')
    if (answer.error)
      throw new RpcResponseError(
        answer.error.code,
        describeUpstreamError(String(answer.error.message), { url }),
        answer.error.data,
      )
    return answer.result
  }

  return {
    urls: upstreams.map((upstream) => upstream.url),
    post,
    async request<T>(method: string, params: unknown[] = []) {
      const response = await post(JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }))
      return unwrap(parseAnswer(response) as RpcAnswer, response.url) as T
    },
    async requestBatch<T>(calls: readonly { method: string; params?: unknown[] }[]) {
      if (calls.length === 0) return []
      const first = nextId
      nextId += calls.length
      const response = await post(
        JSON.stringify(
          calls.map((call, i) => ({
            jsonrpc: '2.0',
            id: first + i,
            method: call.method,
            params: call.params ?? [],
          })),
        ),
      )
      const answers = parseAnswer(response)
      if (!Array.isArray(answers)) unwrap(answers as RpcAnswer, response.url)
      const byId = new Map((answers as RpcAnswer[]).map((answer) => [answer.id, answer]))
      return calls.map((_, i) => unwrap(byId.get(first + i), response.url) as T)
    },
    ranking() {
      const slowest = Math.max(0, ...upstreams.map((u) => u.latencyMs))
      return ranked().map((upstream) => ({ url: upstream.url, score: score(upstream, slowest) }))
    },
  }
}

function parseAnswer(response: UpstreamResponse): unknown {
  try {
    return JSON.parse(response.body)
  } catch {
    throw new RpcResponseError(
      -32603,
      `Upstream answered HTTP ${response.status} with a body that is not JSON`,
    )
  }
}

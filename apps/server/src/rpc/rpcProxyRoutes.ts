import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi'
import * as api from '@latch/api'
import type { Context } from 'hono'
import type { ChainDataContext } from '../chains/chainParams.js'
import { UpstreamUnavailableError } from './createUpstreamPool.js'
import { isAllowedRpcMethod } from './rpcMethods.js'

/** The most calls one JSON-RPC batch may hold, as the widget's contract sets it. */
export const maxBatchSize = api.maxRpcBatchSize
/** The largest proxy body, checked while it is read (see `createApp`): a full batch of calls fits. */
export const maxRpcBodyBytes = 1024 * 1024

const rpcRoute = createRoute({
  method: api.rpcProxyRoute.method,
  path: api.rpcProxyRoute.path,
  summary: "JSON-RPC proxy to the chain's upstream nodes, with fallback across them",
  request: {
    query: api.rpcProxyRoute.query,
    body: { required: true, content: { 'application/json': { schema: api.rpcProxyRoute.body } } },
  },
  responses: {
    200: {
      description: "The upstream's answer, as it gave it",
      content: { 'application/json': { schema: api.rpcProxyRoute.response } },
    },
    400: {
      description: 'Invalid request or unknown chain',
      content: { 'application/json': { schema: api.RpcErrorsSchema } },
    },
    403: { description: 'Unknown project', content: { 'application/json': { schema: api.RpcErrorsSchema } } },
    413: {
      description: `Body over ${maxRpcBodyBytes} bytes`,
      content: { 'application/json': { schema: api.RpcErrorsSchema } },
    },
    429: { description: 'Rate limited', content: { 'application/json': { schema: api.RpcErrorsSchema } } },
    502: {
      description: 'No upstream answered',
      content: { 'application/json': { schema: api.RpcErrorsSchema } },
    },
  },
})

type RpcId = string | number | null

const rpcError = (id: RpcId, code: number, message: string) => ({
  jsonrpc: '2.0' as const,
  id,
  error: { code, message },
})

const idsOf = (body: unknown): RpcId[] => {
  const idOf = (entry: unknown): RpcId => {
    const id = (entry as { id?: unknown } | null)?.id
    return typeof id === 'string' || typeof id === 'number' ? id : null
  }
  return Array.isArray(body) ? body.map(idOf) : [idOf(body)]
}

/** Answers every request of a (batch) body with the same error. */
const errorFor = (body: unknown, code: number, message: string) => {
  const errors = idsOf(body).map((id) => rpcError(id, code, message))
  return Array.isArray(body) ? errors : (errors[0] ?? rpcError(null, code, message))
}

/**
 * `POST /v1/?chainId=eip155:…|solana:…&projectId=…`: forwards single and batched JSON-RPC requests unchanged to
 * the chain's upstreams (best-ranked first, next on a connection error, timeout or 5xx). Problems are
 * answered as JSON-RPC error objects with a 4xx/5xx status, never left hanging: each upstream gets 10 s.
 */
export function createRpcProxyRoutes(chainData: ChainDataContext) {
  const app = new OpenAPIHono()
  // Parse once here so malformed JSON is a JSON-RPC parse error, not the API's generic body error. The
  // body's size was checked while it was read (createApp's body limit).
  app.use('/v1/', async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const text = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return c.json(rpcError(null, -32700, 'Parse error: the body is not JSON'), 400)
    }
    // JSON-RPC 2.0: a batch that is empty or over the limit is one invalid request, answered once.
    if (Array.isArray(body) && (body.length === 0 || body.length > maxBatchSize)) {
      const reason = body.length === 0 ? 'the batch is empty' : `a batch holds at most ${maxBatchSize} calls`
      return c.json(rpcError(null, -32600, `Invalid request: ${reason}`), 400)
    }
    parsedBodies.set(c.req.raw, body)
    return next()
  })

  const hook = (
    result: { success: true } | { success: false; error: z.ZodError; target: string },
    c: Context,
  ): Response | undefined => {
    if (result.success) return undefined
    const issue = result.error.issues[0]
    const where = [
      result.target === 'json' ? 'body' : result.target,
      ...(issue?.path.map(String) ?? []),
    ].join('.')
    return c.json(
      errorFor(parsedBody(c), -32600, `Invalid request: ${where}: ${issue?.message ?? 'invalid'}`),
      400,
    )
  }

  return app.openapi(
    rpcRoute,
    async (c) => {
      const query = c.req.valid('query')
      const body = c.req.valid('json')
      const upstreams = chainData.sources.find(query.chainId)?.rpc?.(query.chainId)
      if (!upstreams)
        return c.json(
          errorFor(body, -32602, `Unsupported chain: ${query.chainId} is not served by this server`),
          400,
        )

      const entries = Array.isArray(body) ? body : [body]
      const namespace = query.chainId.split(':')[0] ?? ''
      const refused = entries.map((entry) => !isAllowedRpcMethod(namespace, entry.method))
      let forward: string
      if (!refused.some(Boolean)) {
        // Forward the bytes as received: ids and params reach the node untouched.
        forward = await c.req.text()
      } else {
        const allowed = entries.filter((_, i) => !refused[i])
        const refusals = entries
          .filter((_, i) => refused[i])
          .map((entry) =>
            rpcError(
              entry.id ?? null,
              -32601,
              `Method ${entry.method} is not available through this endpoint`,
            ),
          )
        if (allowed.length === 0)
          return c.json(Array.isArray(body) || !refusals[0] ? refusals : refusals[0], 200)
        try {
          const answer = await upstreams.post(JSON.stringify(allowed))
          const answers = JSON.parse(answer.body) as unknown[]
          return c.json([...(Array.isArray(answers) ? answers : [answers]), ...refusals], 200)
        } catch (error) {
          return upstreamFailure(c, body, error)
        }
      }
      try {
        const answer = await upstreams.post(forward)
        // The upstream's bytes and status are passed through as they are (the typed responses cannot express that).
        return new Response(answer.body, {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }) as never
      } catch (error) {
        return upstreamFailure(c, body, error)
      }
    },
    // JSON-RPC error bodies are not among the typed responses of the validation hook.
    hook as never,
  )
}

function upstreamFailure(c: Context, body: unknown, error: unknown): never {
  const message =
    error instanceof UpstreamUnavailableError
      ? `No upstream node answered (${error.attempts.map((attempt) => `${attempt.upstream}: ${attempt.reason}`).join('; ')})`
      : 'The upstream answer could not be read'
  return c.json(errorFor(body, -32603, message), 502) as never
}

/** Bodies parsed by the middleware, so a validation error can echo the request ids. */
const parsedBodies = new WeakMap<Request, unknown>()
const parsedBody = (c: Context): unknown => parsedBodies.get(c.req.raw) ?? null

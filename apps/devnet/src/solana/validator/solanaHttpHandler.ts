import type { IncomingMessage, ServerResponse } from 'node:http'
import { stringifyRpc } from '../encodeSolanaRpc.js'
import { toSolanaRpcError } from '../solanaRpcError.js'

const MAX_BODY_BYTES = 5 * 1024 * 1024

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

type Handle = (method: string, params: unknown) => Promise<unknown>

/** One JSON-RPC request's response: its result, or its error in Solana's codes. */
async function answer(handle: Handle, request: unknown): Promise<unknown> {
  const {
    id = null,
    method,
    params,
  } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
  if (typeof method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  try {
    return { jsonrpc: '2.0', id, result: await handle(method, params) }
  } catch (error) {
    return { jsonrpc: '2.0', id, error: toSolanaRpcError(error).toJSON() }
  }
}

function reply(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { ...cors, 'content-type': 'application/json' })
  res.end(body)
}

/**
 * The validator's HTTP side: JSON-RPC over POST (one request or a batch), open to any page as a public RPC is, and
 * `GET /health`.
 */
export function createSolanaHttpHandler(handle: Handle) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { ...cors, 'content-type': 'text/plain' })
      res.end('ok')
      return
    }
    if (req.method !== 'POST') {
      reply(
        res,
        405,
        stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Use POST' } }),
      )
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) req.destroy()
      else chunks.push(chunk)
    })
    req.on('end', async () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        reply(
          res,
          200,
          stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      const result = Array.isArray(body)
        ? await Promise.all(body.map((request) => answer(handle, request)))
        : await answer(handle, body)
      reply(res, 200, stringifyRpc(result))
    })
  }
}

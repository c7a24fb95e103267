import { InternalRpcError, ProviderRpcError } from './errors.js'

let nextId = 0

/**
 * One JSON-RPC call to a chain's node. The node's own error (code, message, data: a revert reason for
 * instance) reaches the page unchanged, as it would through a browser wallet.
 */
export async function rpcRequest(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new InternalRpcError(`Could not reach the RPC at ${url}: ${(error as Error).message}`)
  }
  const text = await response.text()
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = JSON.parse(text)
  } catch {
    throw new InternalRpcError(`The RPC at ${url} answered HTTP ${response.status}: ${text.slice(0, 200)}`)
  }
  if (body.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : -32603
    const message = typeof body.error.message === 'string' ? body.error.message : 'RPC error'
    throw new ProviderRpcError(code, message, body.error.data)
  }
  return body.result ?? null
}

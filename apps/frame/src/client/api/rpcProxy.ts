import type { bundlerRoute, rpcProxyRoute } from '@latch/api'
import { ApiError, type FrameApi, routeUrl } from './callApi.js'

/** A CAIP-2 network id: an eip155 chain id is `eip155:<id>`. */
const networkId = (chainId: number | string) => (typeof chainId === 'string' ? chainId : `eip155:${chainId}`)

/**
 * The server's JSON-RPC proxy for a network (an eip155 chain id, or a CAIP-2 network id): the URL viem's
 * transport calls.
 *
 * @example
 * http(rpcProxyUrl(api, 31337))
 */
export function rpcProxyUrl(api: FrameApi, chainId: number | string): string {
  return routeUrl<typeof rpcProxyRoute>(api, 'POST /v1/', {
    chainId: networkId(chainId),
    projectId: api.projectId,
  })
}

/**
 * The chain's bundler and paymaster (ERC-7677) behind the server: the URL a viem transport calls.
 *
 * @example
 * createBundlerClient({ client, transport: http(bundlerUrl(api, 31337)) })
 */
export function bundlerUrl(api: FrameApi, chainId: number): string {
  return routeUrl<typeof bundlerRoute>(api, 'POST /v1/bundler', {
    chainId: `eip155:${chainId}`,
    projectId: api.projectId,
  })
}

/**
 * A JSON-RPC call through the server's proxy for the network: the node's result, its JSON-RPC error (with its
 * code and data), or the server's refusal as an `ApiError`.
 *
 * @example
 * const balance = await rpcRequest(api, 31337, 'eth_getBalance', [address, 'latest'])
 */
export async function rpcRequest(
  api: FrameApi,
  chainId: number | string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const response = await fetch(rpcProxyUrl(api, chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json().catch(() => ({}))) as {
    result?: unknown
    error?: { code?: number; message?: string; data?: unknown }
    code?: string
    message?: string
  }
  if (body.error)
    throw Object.assign(new Error(body.error.message ?? 'RPC error'), {
      code: body.error.code,
      data: body.error.data,
    })
  if (!response.ok)
    throw new ApiError(
      response.status,
      body.code ?? 'HTTP_ERROR',
      body.message ?? `RPC proxy answered ${response.status}`,
    )
  return body.result
}

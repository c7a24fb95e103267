import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { FrameApi } from '../api/callApi.js'
import { rpcProxyUrl } from '../api/rpcProxy.js'

/** An eip155 chain as viem takes it, read and written through the server's JSON-RPC proxy. */
export function evmChain(api: FrameApi, chainId: number): Chain {
  return defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcProxyUrl(api, chainId)] } },
  })
}

/** A client reading the chain through the server's proxy. */
export function publicClient(api: FrameApi, chainId: number): PublicClient {
  return createPublicClient({ chain: evmChain(api, chainId), transport: http() })
}

import {
  type CaipNetwork,
  RPC_BATCH_SIZE,
  RPC_FALLBACK_POLLING_MS,
  RPC_RANK_SAMPLE_COUNT,
  RPC_RANK_WEIGHTS,
  RPC_TIMEOUT_MS,
} from '@latch/core'
import { fallback, http, type Transport } from 'viem'

export type CreateRpcTransportParameters = {
  network: CaipNetwork
  /** The Latch server; its JSON-RPC proxy for the network is added after the network's own URLs. */
  apiUrl?: string | undefined
  projectId?: string | undefined
}
export type CreateRpcTransportReturnType = Transport

/**
 * The widget's JSON-RPC transport for an eip155 network: every RPC URL of
 * the network, then the server's proxy `{apiUrl}/v1/?chainId=<caip>&projectId=<id>`, each with a 10 s
 * timeout and batches of up to 1000 calls, behind a fallback that ranks them by sampling every 4 s over the
 * last 10 samples (0.7 stability, 0.3 latency). With no URL at all viem raises 'No URL was provided to the
 * Transport' when a client uses it.
 *
 * @example
 * const client = createPublicClient({ transport: createRpcTransport({ network, apiUrl, projectId }) })
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): CreateRpcTransportReturnType {
  const { network, apiUrl, projectId } = parameters
  const urls = [...network.rpcUrls.default.http]
  if (apiUrl && projectId) {
    const proxy = new URL(`${apiUrl.replace(/\/+$/, '')}/v1/`)
    proxy.searchParams.set('chainId', network.caipNetworkId)
    proxy.searchParams.set('projectId', projectId)
    urls.push(proxy.toString())
  }
  const transports = urls.map((url) =>
    http(url, { timeout: RPC_TIMEOUT_MS, batch: { batchSize: RPC_BATCH_SIZE } }),
  )
  if (transports.length === 0) return http(undefined, { timeout: RPC_TIMEOUT_MS })
  if (transports.length === 1) return transports[0] as Transport
  return fallback(transports, {
    rank: {
      interval: RPC_FALLBACK_POLLING_MS,
      sampleCount: RPC_RANK_SAMPLE_COUNT,
      weights: RPC_RANK_WEIGHTS,
    },
  })
}

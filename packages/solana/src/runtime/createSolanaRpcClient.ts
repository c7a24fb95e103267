import { type CaipNetwork, RPC_TIMEOUT_MS } from '@latch/core'
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit'

export type SolanaRpcClient = Rpc<SolanaRpcApi>

/**
 * A `@solana/kit` RPC client for a Solana network: its own RPC URLs first, then the Latch server's JSON-RPC
 * proxy (`{apiUrl}/v1/?chainId=solana:…&projectId=…`), each tried in turn for at most 10 s (`RPC_TIMEOUT_MS`).
 *
 * @example
 * const rpc = createSolanaRpcClient({ network: solanaDevnet, apiUrl, projectId })
 * const { value } = await rpc.getBalance(address).send()
 */
export function createSolanaRpcClient(parameters: {
  network: CaipNetwork
  apiUrl?: string | undefined
  projectId?: string | undefined
}): SolanaRpcClient {
  const { network, apiUrl, projectId } = parameters
  const urls = [...network.rpcUrls.default.http]
  if (apiUrl && projectId)
    urls.push(
      `${apiUrl}/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`,
    )
  const transports = urls.map((url) => createDefaultRpcTransport({ url }))
  const transport: RpcTransport = async (config) => {
    let failure: unknown = new Error(`No URL was provided to the Transport`)
    for (const next of transports) {
      const signal = config.signal
        ? AbortSignal.any([config.signal, AbortSignal.timeout(RPC_TIMEOUT_MS)])
        : AbortSignal.timeout(RPC_TIMEOUT_MS)
      try {
        return await next({ ...config, signal })
      } catch (error) {
        // An answer with a JSON-RPC error is the chain's answer; only an unreachable URL moves to the next.
        if (config.signal?.aborted) throw error
        failure = error
      }
    }
    throw failure
  }
  return createSolanaRpcFromTransport(transport)
}

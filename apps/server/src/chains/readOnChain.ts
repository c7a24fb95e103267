import { ApiError } from '../errors.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { ChainUnavailableError } from './chainErrors.js'

/**
 * A read from a network's nodes: an API error passes through as it is, any other failure (a node that does not
 * answer, an answer that cannot be read) is 502 CHAIN_UNAVAILABLE naming the network and why.
 *
 * @example
 * const gasPrice = await readOnChain(chain.caip, () => readGasPrice(chain))
 */
export async function readOnChain<T>(caip: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ChainUnavailableError(caip, describeUpstreamError(error))
  }
}

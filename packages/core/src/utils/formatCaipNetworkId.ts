import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

/**
 * Builds a CAIP-2 network id.
 *
 * @example
 * formatCaipNetworkId('eip155', 31337) // 'eip155:31337'
 */
export function formatCaipNetworkId(chainNamespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  const id = `${chainNamespace}:${chainId}`
  if (!isCaipNetworkId(id)) throw new InvalidCaipNetworkIdError({ value: id })
  return id
}

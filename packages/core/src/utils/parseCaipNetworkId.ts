import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

export type ParseCaipNetworkIdReturnType = { chainNamespace: ChainNamespace; chainId: string }

/**
 * Splits a CAIP-2 network id into namespace and chain id.
 *
 * @example
 * parseCaipNetworkId('eip155:31337') // { chainNamespace: 'eip155', chainId: '31337' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParseCaipNetworkIdReturnType {
  if (!isCaipNetworkId(caipNetworkId)) throw new InvalidCaipNetworkIdError({ value: caipNetworkId })
  const [chainNamespace, chainId] = (caipNetworkId as CaipNetworkId).split(':') as [ChainNamespace, string]
  return { chainNamespace, chainId }
}

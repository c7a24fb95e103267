import { InvalidAddressError } from '../errors/caip.js'
import type { CaipAddress, CaipNetworkId } from '../types.js'
import { isEvmAddress } from './isEvmAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/**
 * Builds a CAIP-10 account id from a network id and an address.
 *
 * @example
 * formatCaipAddress('eip155:1', '0xf39F…2266') // 'eip155:1:0xf39F…2266'
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId | string, address: string): CaipAddress {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  if (!address || address.includes(':') || (chainNamespace === 'eip155' && !isEvmAddress(address)))
    throw new InvalidAddressError({ address })
  return `${chainNamespace}:${chainId}:${address}`
}

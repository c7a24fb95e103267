import { InvalidCaipAddressError } from '../errors/caip.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import { isCaipAddress } from './isCaipAddress.js'
import { isEvmAddress } from './isEvmAddress.js'

export type ParseCaipAddressReturnType = {
  chainNamespace: ChainNamespace
  chainId: string
  caipNetworkId: CaipNetworkId
  address: string
}

/**
 * Splits a CAIP-10 account id. eip155 addresses must be 40 hex characters.
 *
 * @example
 * parseCaipAddress('eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266').address
 */
export function parseCaipAddress(caipAddress: string): ParseCaipAddressReturnType {
  if (!isCaipAddress(caipAddress)) throw new InvalidCaipAddressError({ value: caipAddress })
  const [chainNamespace, chainId, address] = caipAddress.split(':') as [ChainNamespace, string, string]
  if (chainNamespace === 'eip155' && !isEvmAddress(address))
    throw new InvalidCaipAddressError({ value: caipAddress })
  return { chainNamespace, chainId, caipNetworkId: `${chainNamespace}:${chainId}`, address }
}

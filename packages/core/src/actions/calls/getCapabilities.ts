import { CallsNotSupportedError } from '../../errors/calls.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import { findNetwork } from '../../internal/findNetwork.js'
import { getActiveWallet } from '../../internal/getActiveWallet.js'
import type { CaipNetworkId, Latch, WalletCapabilities } from '../../types.js'

export type GetCapabilitiesParameters = {
  /** The networks to ask about; the account's network by default. */
  networks?: readonly CaipNetworkId[] | undefined
}

/** The wallet's capabilities for the connected account, keyed by CAIP network id. */
export type GetCapabilitiesReturnType = Record<CaipNetworkId, WalletCapabilities>

export type GetCapabilitiesErrorType =
  | import('../../errors/connection.js').AccountNotFoundError
  | NetworkNotFoundError
  | CallsNotSupportedError

/**
 * What the connected wallet can do for the account on each network (EIP-5792 `wallet_getCapabilities`):
 * whether it executes a batch atomically (`supported`, `ready` or `unsupported`) and whether it takes a
 * paymaster service. A wallet without EIP-5792 reports `atomic: 'unsupported'`.
 *
 * @example
 * const capabilities = await getCapabilities(latch)
 * capabilities['eip155:31337']?.atomic // 'supported'
 */
export async function getCapabilities(
  latch: Latch,
  parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const { connection, connector, network, runtime } = await getActiveWallet(latch)
  if (!runtime.getCapabilities)
    throw new CallsNotSupportedError({ details: `The ${connection.namespace} adapter has no capabilities.` })
  const networks = (parameters.networks ?? [network.caipNetworkId]).map((caipNetworkId) => {
    const found = findNetwork(latch.config.networks, caipNetworkId)
    if (!found) throw new NetworkNotFoundError({ caipNetworkId })
    return found
  })
  return runtime.getCapabilities({ connector, address: connection.address, networks })
}

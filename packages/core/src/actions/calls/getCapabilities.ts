import type { CallsNotSupportedError } from '../../errors/calls.js'
import type { NetworkNotFoundError } from '../../errors/network.js'
import { getWalletCapabilities } from '../../internal/getWalletCapabilities.js'
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
  return getWalletCapabilities(latch, parameters.networks)
}

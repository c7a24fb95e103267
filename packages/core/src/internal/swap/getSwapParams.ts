import { NATIVE_TOKEN_ADDRESS } from '../../constants.js'
import { SwapAddressNotFoundError } from '../../errors/swap.js'
import type { CaipAddress, CaipNetwork, Latch } from '../../types.js'
import { parseUnits } from '../../utils/parseUnits.js'
import { findNetwork } from '../findNetwork.js'

export type SwapParams = {
  address: string
  /** The account as CAIP-10 on its network. */
  fromCaipAddress: CaipAddress
  network: CaipNetwork | undefined
  /** The native coin of the account's network, as a CAIP-10 token address. */
  networkAddress: CaipAddress
  /** The source amount in base units; undefined when it is not a number. */
  sourceUnits: bigint | undefined
  invalidToToken: boolean
  invalidSourceToken: boolean
  invalidSourceTokenAmount: boolean
  /** An address, a valid target token (address and decimals), a valid source token and a source amount. */
  availableToSwap: boolean
}

/** What every swap step needs; throws `SwapAddressNotFoundError` when no account is connected. */
export function getSwapParams(latch: Latch): SwapParams {
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection?.address) throw new SwapAddressNotFoundError()
  const { swap } = state
  const network = findNetwork(latch.config.networks, connection.caipNetworkId)
  const sourceUnits = swap.sourceToken
    ? parseUnits(swap.sourceTokenAmount, swap.sourceToken.decimals)
    : undefined
  const invalidToToken = !swap.toToken?.address || !swap.toToken.decimals
  const invalidSourceToken =
    !swap.sourceToken?.address || !swap.sourceToken.decimals || !sourceUnits || sourceUnits <= 0n
  const invalidSourceTokenAmount = !swap.sourceTokenAmount
  return {
    address: connection.address,
    fromCaipAddress: `${connection.caipNetworkId}:${connection.address}`,
    network,
    networkAddress: `${connection.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
    sourceUnits,
    invalidToToken,
    invalidSourceToken,
    invalidSourceTokenAmount,
    availableToSwap: !invalidToToken && !invalidSourceToken && !invalidSourceTokenAmount,
  }
}

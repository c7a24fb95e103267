import { CallsNotSupportedError } from '../errors/calls.js'
import { NetworkNotFoundError } from '../errors/network.js'
import type { CaipNetworkId, Latch, WalletCapabilities } from '../types.js'
import { findNetwork } from './findNetwork.js'
import { getActiveWallet } from './getActiveWallet.js'

/**
 * Asks the connected wallet what it can do for the account on each network (EIP-5792
 * `wallet_getCapabilities`), keyed by CAIP network id; the account's network when none are named. Serves
 * `getCapabilities` and the steps that choose between a batch and single transactions.
 */
export async function getWalletCapabilities(
  latch: Latch,
  caipNetworkIds?: readonly CaipNetworkId[] | undefined,
): Promise<Record<CaipNetworkId, WalletCapabilities>> {
  const { connection, connector, network, runtime } = await getActiveWallet(latch)
  if (!runtime.getCapabilities)
    throw new CallsNotSupportedError({ details: `The ${connection.namespace} adapter has no capabilities.` })
  const networks = (caipNetworkIds ?? [network.caipNetworkId]).map((caipNetworkId) => {
    const found = findNetwork(latch.config.networks, caipNetworkId)
    if (!found) throw new NetworkNotFoundError({ caipNetworkId })
    return found
  })
  return runtime.getCapabilities({ connector, address: connection.address, networks })
}

import type { Latch } from '../types.js'
import { getActiveAccount } from './getActiveAccount.js'
import { getWalletCapabilities } from './getWalletCapabilities.js'

/**
 * Whether the connected account executes a batch of calls atomically on its network (EIP-5792 `atomic`
 * supported or ready). False when the wallet says otherwise, says nothing, or cannot be asked.
 */
export async function canBatchCalls(latch: Latch): Promise<boolean> {
  const account = getActiveAccount(latch)
  if (!account) return false
  try {
    const capabilities = await getWalletCapabilities(latch)
    const atomic = capabilities[account.network.caipNetworkId]?.atomic
    return atomic === 'supported' || atomic === 'ready'
  } catch {
    return false
  }
}

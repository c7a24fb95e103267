import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { AccountType, Latch } from '../types.js'

export type SetPreferredAccountTypeParameters = { type: AccountType }
export type SetPreferredAccountTypeReturnType = { address: string; type: AccountType }

/**
 * Makes the embedded wallet act as its smart account or as its plain key (eoa) on eip155 networks with a bundler
 * (SET_PREFERRED_ACCOUNT). The frame keeps the choice on this device; the connection moves to the new address.
 * A failed change falls back to the eoa and rejects.
 *
 * @example
 * await setPreferredAccountType(latch, { type: 'eoa' })
 */
export async function setPreferredAccountType(
  latch: Latch,
  parameters: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const client = await loadFrameClient(latch)
  const user = await client.setPreferredAccountType(parameters.type)
  return { address: user.address, type: user.preferredAccountType ?? 'eoa' }
}

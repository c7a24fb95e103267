import type { Latch } from '../types.js'

export type ResolveReceiverNameParameters = { name: string }
export type ResolveReceiverNameReturnType =
  | { address: string; name: string; imageUrl?: string | undefined }
  | undefined

/**
 * Resolves a receiver typed as a name (not an address) to an address: the Send flow calls it for every
 * receiver that is not an address of the account's namespace. The widget has no name service yet, so
 * nothing resolves and such a receiver stays invalid; the name service answers here once it exists.
 *
 * @example
 * const resolved = await resolveReceiverName(latch, { name: 'alice.reown.id' })
 */
export async function resolveReceiverName(
  _latch: Latch,
  _parameters: ResolveReceiverNameParameters,
): Promise<ResolveReceiverNameReturnType> {
  return undefined
}

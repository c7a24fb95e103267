import type { lookupNameRoute, NameRecord } from '@latch/api'
import { callApi } from '../api/callApi.js'
import { ApiRequestError } from '../errors/api.js'
import { ResolveNameError } from '../errors/names.js'
import { cacheFor } from '../internal/cacheFor.js'
import type { Latch } from '../types.js'
import { chainIdToCoinType } from '../utils/chainIdToCoinType.js'

export type ResolveNameParameters = {
  /** A full name with its suffix, e.g. `alice.latch.id`. */
  name: string
}
/** The account's address, or undefined when no account has that name. */
export type ResolveNameReturnType = string | undefined
export type ResolveNameErrorType = ResolveNameError

/**
 * Resolves a name to its account's address through the name service (for a receiver typed into Send),
 * kept 5 minutes. Only an address registered for the active network's coin type (ENSIP-11) counts: an
 * address registered for another chain may be a contract there that does not exist here, and funds
 * sent to it would be lost. A name without one resolves to nothing.
 *
 * @example
 * const address = await resolveName(latch, { name: 'alice.latch.id' })
 */
export async function resolveName(
  latch: Latch,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  const name = parameters.name.trim().toLowerCase()
  if (!name) return undefined
  const { activeCaipNetworkId } = latch.store.getState()
  const chainId = Number(activeCaipNetworkId.split(':')[1])
  return cacheFor(latch, `name:${activeCaipNetworkId}:${name}`, async () => {
    let record: NameRecord
    try {
      record = await callApi<typeof lookupNameRoute>(latch, 'GET /v1/profile/account/{name}', {
        params: { name },
      })
    } catch (cause) {
      // No such name (or not a name at all) is an answer, not a failure.
      if (cause instanceof ApiRequestError && (cause.status === 404 || cause.status === 400)) return undefined
      throw new ResolveNameError({ cause })
    }
    let coinType: string | undefined
    try {
      coinType = String(chainIdToCoinType(chainId))
    } catch {
      coinType = undefined
    }
    if (coinType === undefined) return undefined
    return record.addresses?.[coinType]?.address
  })
}

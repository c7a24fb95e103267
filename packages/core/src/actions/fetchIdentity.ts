import type { reverseNameRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import { ReverseNameError } from '../errors/names.js'
import { cacheFor } from '../internal/cacheFor.js'
import type { Latch } from '../types.js'

export type FetchIdentityParameters = { address?: string | undefined }
export type FetchIdentityReturnType = string | undefined
export type FetchIdentityErrorType = ReverseNameError

/**
 * The name registered for an address (the connected account's by default), by reverse lookup on the name
 * service, kept 5 minutes. For the connected account it is stored in state (`identity`), where the Account
 * view and the AccountButton read it. Names exist on eip155 only.
 *
 * @example
 * const name = await fetchIdentity(latch) // 'alice.latch.id' or undefined
 */
export async function fetchIdentity(
  latch: Latch,
  parameters: FetchIdentityParameters = {},
): Promise<FetchIdentityReturnType> {
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  const address = parameters.address ?? (connection?.namespace === 'eip155' ? connection.address : undefined)
  if (!address) return undefined
  const name = await cacheFor(
    latch,
    `identity:${address.toLowerCase()}`,
    async () => {
      try {
        const records = await callApi<typeof reverseNameRoute>(latch, 'GET /v1/profile/reverse/{address}', {
          params: { address },
        })
        return records[0]?.name
      } catch (cause) {
        throw new ReverseNameError({ cause })
      }
    },
    { keepEmpty: true },
  )
  const current = latch.store.getState()
  const active = current.connections.find((c) => c.namespace === current.activeNamespace)
  if (active && active.address.toLowerCase() === address.toLowerCase()) {
    const known = current.identity
    if (known?.address !== active.address || known.name !== name)
      latch.store.setState({ identity: { address: active.address, name } })
  }
  return name
}

import type { RegistrationMessage, registerNameRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import { IDENTITY_CACHE_MS } from '../constants.js'
import { ApiRequestError } from '../errors/api.js'
import { AccountNotFoundError } from '../errors/connection.js'
import { RegisterNameError } from '../errors/names.js'
import { UnsupportedChainError } from '../errors/network.js'
import { pushAlert } from '../internal/pushAlert.js'
import type { Latch } from '../types.js'
import { chainIdToCoinType } from '../utils/chainIdToCoinType.js'
import { validateAccountName } from '../utils/validateAccountName.js'
import { fetchNameSuggestions } from './fetchNameSuggestions.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { replaceView } from './replaceView.js'
import { setModalLoading } from './setModalLoading.js'
import { signMessage } from './signMessage.js'

export type RegisterAccountNameParameters = {
  /**
   * The name the person chose: without a suffix, the name service's suffix for new names is added (as its
   * suggestions answered it); with one (`alice.latch.id`), as it is.
   */
  name: string
}
/** The registered name with its suffix, e.g. `alice.latch.id`. */
export type RegisterAccountNameReturnType = string
export type RegisterAccountNameErrorType = RegisterNameError

/**
 * Registers a name for the connected account: the modal is marked loading
 * and RegisterAccountNameSuccess is shown first; the wallet signs `{ name, attributes, timestamp }` (JSON,
 * timestamp in seconds); the name service registers it; the name becomes the account's `identity`. On
 * failure the modal returns to RegisterAccountName with 'Error registering name {name}' (or the service's
 * first reason) and loading is cleared.
 *
 * @example
 * await registerAccountName(latch, { name: 'alice' }) // 'alice.latch.id' on a server with that suffix
 */
export async function registerAccountName(
  latch: Latch,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const typed = parameters.name.trim().toLowerCase()
  const dot = typed.indexOf('.')
  const label = dot === -1 ? typed : typed.slice(0, dot)
  let fullName = dot === -1 ? `${label}${latch.internal.nameSuffix ?? ''}` : typed
  const invalid = validateAccountName(label)
  if (invalid)
    throw new RegisterNameError({ accountName: fullName, reason: invalid.shortMessage, cause: invalid })
  setModalLoading(latch, true)
  navigate(latch, { view: 'RegisterAccountNameSuccess' })
  try {
    if (fullName === label) {
      // The suffix is the name service's: its suggestions for the name show the one it offers.
      await fetchNameSuggestions(latch, { name: label })
      if (!latch.internal.nameSuffix) throw new RegisterNameError({ accountName: label })
      fullName = `${label}${latch.internal.nameSuffix}`
    }
    const state = latch.store.getState()
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    if (!connection) throw new AccountNotFoundError()
    if (connection.namespace !== 'eip155') throw new UnsupportedChainError()
    const coinType = chainIdToCoinType(Number(connection.caipNetworkId.split(':')[1]))
    const registration: RegistrationMessage = {
      name: fullName,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    }
    const message = JSON.stringify(registration)
    const signature = await signMessage(latch, { message })
    await callApi<typeof registerNameRoute>(latch, 'POST /v1/profile/account', {
      body: { coinType, address: connection.address, signature, message },
    })
    latch.internal.nameCache.set(`identity:${connection.address.toLowerCase()}`, {
      expires: Date.now() + IDENTITY_CACHE_MS,
      value: Promise.resolve(fullName),
    })
    latch.store.setState({ identity: { address: connection.address, name: fullName } })
    return fullName
  } catch (cause) {
    const reasons = cause instanceof ApiRequestError ? cause.body.reasons : undefined
    const error = new RegisterNameError({
      accountName: fullName,
      reason: Array.isArray(reasons) && typeof reasons[0] === 'string' ? reasons[0] : undefined,
      cause,
    })
    const { router } = latch.store.getState()
    if (router.view === 'RegisterAccountNameSuccess' && router.history.at(-1)?.view === 'RegisterAccountName')
      goBack(latch)
    else replaceView(latch, { view: 'RegisterAccountName' })
    pushAlert(latch, { variant: 'error', error })
    throw error
  } finally {
    setModalLoading(latch, false)
  }
}

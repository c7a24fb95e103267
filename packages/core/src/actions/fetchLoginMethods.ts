import type { loginMethodsRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { Latch, ServerLoginMethods } from '../types.js'
import { getConfiguredLoginMethods } from './getConfiguredLoginMethods.js'
import { type GetLoginMethodsReturnType, getLoginMethods } from './getLoginMethods.js'

export type FetchLoginMethodsReturnType = GetLoginMethodsReturnType

/** How long Connect waits for the server's answer before it shows the dApp's own choice. */
const answerWaitMs = 8_000

/**
 * Asks the Latch server which of the embedded wallet's logins it offers for the project (`GET /v1/logins`) and
 * keeps the answer in `state.serverLogins` for the page's life; answers the logins Connect then shows
 * (`getLoginMethods`). Asked once per instance, only when the dApp enabled a login, and never rejected: without
 * an answer (a failure, or none within 8 s) Connect shows the dApp's own choice, and an answer that comes later
 * is dropped, so a login shown is never taken back. Call it when the modal is about to show Connect, beside the
 * catalogue request.
 *
 * @example
 * const { email, socials } = await fetchLoginMethods(latch)
 */
export function fetchLoginMethods(latch: Latch): Promise<FetchLoginMethodsReturnType> {
  const { internal } = latch
  internal.loginMethodsRequest ??= askServer(latch)
  return internal.loginMethodsRequest.then(() => getLoginMethods(latch))
}

/** Settles on the first of the answer, its failure and the wait; the others then find `serverLogins` set. */
function askServer(latch: Latch): Promise<void> {
  const { store } = latch
  const configured = getConfiguredLoginMethods(latch)
  if (
    store.getState().serverLogins !== undefined ||
    (!configured.email && !configured.passkey && configured.socials.length === 0)
  )
    return Promise.resolve()
  return new Promise((resolve) => {
    const settle = (serverLogins: ServerLoginMethods | null) => {
      clearTimeout(timer)
      if (store.getState().serverLogins === undefined) store.setState({ serverLogins })
      resolve()
    }
    const timer = setTimeout(() => settle(null), answerWaitMs)
    callApi<typeof loginMethodsRoute>(latch, 'GET /v1/logins', {}).then(
      ({ email, socials, passkey }) => settle({ email, socials, passkey }),
      () => settle(null),
    )
  })
}

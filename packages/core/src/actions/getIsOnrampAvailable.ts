import type { Latch, LatchState } from '../types.js'
import { getNamespaceProfile } from './getNamespaceProfile.js'

/**
 * Time zones where the on-ramp is not offered (mainland China, Hong Kong and Macau, with their IANA aliases). The whole feature is hidden when the visitor's browser
 * reports one of them.
 */
export const ONRAMP_RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'Hongkong',
  'PRC',
]

export type GetIsOnrampAvailableParameters = {
  /** The visitor's IANA time zone; default the browser's. */
  timeZone?: string | undefined
}
export type GetIsOnrampAvailableReturnType = boolean

/**
 * Whether the Account view offers "Buy crypto": the `onramp` feature is on, an account is connected on a
 * namespace providers deliver to (its profile's `onramp` feature: eip155 and solana), and the visitor's time zone is not a restricted one
 * (`ONRAMP_RESTRICTED_TIMEZONES`).
 *
 * @example
 * if (getIsOnrampAvailable(latch)) navigate(latch, { view: 'OnRampProviders' })
 */
export function getIsOnrampAvailable(
  latch: Latch,
  state: LatchState = latch.store.getState(),
  parameters: GetIsOnrampAvailableParameters = {},
): GetIsOnrampAvailableReturnType {
  if (!latch.config.features.onramp) return false
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection || !getNamespaceProfile(latch, connection.namespace)?.features.onramp) return false
  const timeZone = parameters.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return !ONRAMP_RESTRICTED_TIMEZONES.includes(timeZone)
}

import type { Latch, TokenBalance } from '../types.js'

export type SetSendTokenParameters = { token: TokenBalance | undefined }

/**
 * Chooses the token to send (one of the account's token balances).
 *
 * @example
 * setSendToken(latch, { token: balances[0] })
 */
export function setSendToken(latch: Latch, parameters: SetSendTokenParameters): void {
  latch.store.setState(({ send }) => ({ send: { ...send, token: parameters.token } }))
}

import type { Latch } from '../types.js'

export type SetSendAmountParameters = { amount: string | undefined }

/**
 * Sets the amount to send, in token units as typed (`getSendInputError` says whether it is valid).
 *
 * @example
 * setSendAmount(latch, { amount: '1.5' })
 */
export function setSendAmount(latch: Latch, parameters: SetSendAmountParameters): void {
  const amount = parameters.amount?.trim() || undefined
  latch.store.setState(({ send }) => ({ send: { ...send, sendTokenAmount: amount } }))
}

import type { SendState } from '../types.js'

/** The Send form before anything was chosen, and after a send. */
export const emptySendState: SendState = Object.freeze({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
})

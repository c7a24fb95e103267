import { getActiveAccount } from '../internal/getActiveAccount.js'
import { getNetworkBalance } from '../internal/getNetworkBalance.js'
import type { Latch, LatchState } from '../types.js'
import { type SendInputError, validateSendInput } from '../utils/validateSendInput.js'
import { getNamespaceProfile } from './getNamespaceProfile.js'

export type GetSendInputErrorReturnType = SendInputError | undefined

/**
 * Why the Send form cannot be sent yet, or undefined when it can: `validateSendInput` over the form, the
 * account's namespace (its profile) and type, its native balance and the gas price. The chosen token counts only on the
 * account's network, with the amount the account holds now.
 *
 * @example
 * const error = getSendInputError(latch) // e.g. 'insufficientBalance'
 */
export function getSendInputError(
  latch: Latch,
  state: LatchState = latch.store.getState(),
): GetSendInputErrorReturnType {
  const account = getActiveAccount(latch, state)
  const { send, tokenBalances } = state
  // A token chosen on another network is no choice here; one of this account is held as its balances say now.
  let token = send.token?.chainId === account?.network.caipNetworkId ? send.token : undefined
  if (token && account && tokenBalances?.caipAddress === account.caipAddress) {
    const chosen = token
    token = tokenBalances.balances.find((b) => b.address === chosen.address) ?? {
      ...chosen,
      quantity: { ...chosen.quantity, numeric: '0' },
    }
  }
  return validateSendInput({
    profile: getNamespaceProfile(latch, account?.network.chainNamespace),
    token,
    amount: send.sendTokenAmount,
    receiver: send.receiverAddress,
    isSmartAccount: account?.connection.accountType === 'smartAccount',
    networkBalance: getNetworkBalance(latch, state),
    gasPrice: send.gasPrice === undefined ? undefined : BigInt(send.gasPrice),
  })
}

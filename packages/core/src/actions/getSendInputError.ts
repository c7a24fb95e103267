import { getActiveAccount } from '../internal/getActiveAccount.js'
import { getNetworkBalance } from '../internal/getNetworkBalance.js'
import type { Latch, LatchState } from '../types.js'
import { type SendInputError, validateSendInput } from '../utils/validateSendInput.js'

export type GetSendInputErrorReturnType = SendInputError | undefined

/**
 * Why the Send form cannot be sent yet, or undefined when it can: `validateSendInput` over the form, the
 * account's namespace and type, its native balance and the gas price.
 *
 * @example
 * const error = getSendInputError(latch) // e.g. 'insufficientBalance'
 */
export function getSendInputError(
  latch: Latch,
  state: LatchState = latch.store.getState(),
): GetSendInputErrorReturnType {
  const account = getActiveAccount(latch, state)
  const { send } = state
  return validateSendInput({
    namespace: account?.network.chainNamespace,
    token: send.token,
    amount: send.sendTokenAmount,
    receiver: send.receiverAddress,
    isSmartAccount: account?.connection.accountType === 'smartAccount',
    networkBalance: getNetworkBalance(latch, state),
    gasPrice: send.gasPrice === undefined ? undefined : BigInt(send.gasPrice),
  })
}

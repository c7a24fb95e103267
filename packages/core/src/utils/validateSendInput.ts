import type { NamespaceProfile, TokenBalance } from '../types.js'
import { isInsufficientGas } from './isInsufficientGas.js'
import { isValidReceiver } from './isValidReceiver.js'
import { parseUnits } from './parseUnits.js'
import { sendGasUnits } from './sendGasUnits.js'

/** Why the Send form cannot be sent yet; the UI shows a text for each. */
export type SendInputError =
  | 'selectToken'
  | 'addAmount'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'addAddress'
  | 'invalidAddress'
  | 'insufficientGas'

export type ValidateSendInputParameters = {
  /** The account's namespace as its adapter describes it (address shape, fee units). */
  profile: NamespaceProfile | undefined
  token: TokenBalance | undefined
  amount: string | undefined
  receiver: string | undefined
  isSmartAccount: boolean
  /** Native balance in base units, when known. */
  networkBalance: bigint | undefined
  /** Wei per gas (on Solana, lamports per transfer), when known. */
  gasPrice: bigint | undefined
}

/**
 * The first reason the Send form cannot be sent, or undefined when it can: a token, a positive amount within the token's balance, a receiver that is an address of the namespace,
 * and enough native balance for gas.
 *
 * @example
 * validateSendInput({ profile: eip155Profile, token, amount: '5', receiver: 'bob', … }) // 'invalidAddress'
 */
export function validateSendInput(parameters: ValidateSendInputParameters): SendInputError | undefined {
  const { token, profile } = parameters
  if (!token) return 'selectToken'
  const amountText = parameters.amount?.trim()
  if (!amountText) return 'addAmount'
  const decimals = Number(token.quantity.decimals)
  const amount = parseUnits(amountText, decimals)
  if (amount === undefined || amount <= 0n) return 'invalidAmount'
  const held = parseUnits(token.quantity.numeric, decimals)
  if (held === undefined || amount > held) return 'insufficientBalance'
  const receiver = parameters.receiver?.trim()
  if (!receiver) return 'addAddress'
  if (!isValidReceiver(profile, receiver)) return 'invalidAddress'
  if (isInsufficientGas({ ...parameters, gasUnits: sendGasUnits(profile) })) return 'insufficientGas'
  return undefined
}

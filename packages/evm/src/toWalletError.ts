import { type BaseErrorParameters, UserRejectedRequestError } from '@latch/core'
import { walletErrorCode } from './walletErrorCode.js'

/** EIP-1193's 4001 and WalletConnect's 5000 ('User rejected.', also a proposal declined in the wallet). */
const REJECTED_CODES = new Set([4001, 5000])

/**
 * What to throw for an error of a wallet request: `UserRejectedRequestError` (with `rejected`'s texts) when
 * its code says the person declined, else `otherwise(error)`, by default the error itself. The code decides,
 * not the message: wallets word and translate their messages as they like.
 *
 * @example
 * catch (error) { throw toWalletError(error, { shortMessage: 'Signature declined' }) }
 */
export function toWalletError(
  error: unknown,
  rejected: Omit<BaseErrorParameters, 'cause'> & { shortMessage?: string } = {},
  otherwise: (error: unknown) => unknown = (e) => e,
): unknown {
  const code = walletErrorCode(error)
  if (typeof code === 'number' && REJECTED_CODES.has(code))
    return new UserRejectedRequestError({ ...rejected, cause: error })
  return otherwise(error)
}

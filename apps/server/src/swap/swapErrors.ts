import { ApiError } from '../errors.js'

export class SwapUnsupportedChainError extends ApiError {
  override name = 'SwapUnsupportedChainError'
  constructor(chain: string) {
    super(
      400,
      'SWAP_UNSUPPORTED_CHAIN',
      `Swaps are not available on ${chain}: it has no swap router configured`,
    )
  }
}

export class ChainMismatchError extends ApiError {
  override name = 'ChainMismatchError'
  constructor(first: string, second: string) {
    super(400, 'CHAIN_MISMATCH', `${first} and ${second} are on different chains; a swap stays on one chain`)
  }
}

export class UnsupportedTokenError extends ApiError {
  override name = 'UnsupportedTokenError'
  constructor(token: string) {
    super(400, 'UNSUPPORTED_TOKEN', `Token ${token} is not in this server's token list for its chain`)
  }
}

export class SameTokenError extends ApiError {
  override name = 'SameTokenError'
  constructor(token: string) {
    super(400, 'SAME_TOKEN', `from and to are both ${token}; choose two different tokens`)
  }
}

export class WrapNotSwapError extends ApiError {
  override name = 'WrapNotSwapError'
  constructor() {
    super(
      400,
      'UNSUPPORTED_PAIR',
      'The native coin and its wrapped token convert 1:1 by wrapping (deposit/withdraw on the wrapped token), not by a swap',
    )
  }
}

export class InsufficientLiquidityError extends ApiError {
  override name = 'InsufficientLiquidityError'
  constructor(from: string, to: string) {
    super(400, 'INSUFFICIENT_LIQUIDITY', `No pool route with liquidity from ${from} to ${to}`)
  }
}

export class AmountTooSmallError extends ApiError {
  override name = 'AmountTooSmallError'
  constructor() {
    super(
      400,
      'AMOUNT_TOO_SMALL',
      'The amount is too small: after fees it buys nothing; enter a larger amount',
    )
  }
}

export class ApprovalNotNeededError extends ApiError {
  override name = 'ApprovalNotNeededError'
  constructor() {
    super(400, 'APPROVAL_NOT_NEEDED', 'The native coin is sent with the swap and needs no approval')
  }
}

import { sendTexts } from '../texts/send.js'
import { swapTexts } from '../texts/swap.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** The swap view could not load its tokens, balances or gas price. */
export class SwapInitializationError extends BaseError {
  override name = 'SwapInitializationError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapInitializationFailed'), parameters)
  }
}

/** The native coin's USD price could not be read (the swap view goes on without it). */
export class SwapNetworkPriceError extends BaseError {
  override name = 'SwapNetworkPriceError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapPriceFailed'), parameters)
  }
}

/** The allowance of the source token could not be read. */
export class SwapAllowanceError extends BaseError {
  override name = 'SwapAllowanceError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapAllowanceFailed'), parameters)
  }
}

/** The approval transaction could not be built. */
export class SwapApprovalBuildError extends BaseError {
  override name = 'SwapApprovalBuildError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapApprovalBuildFailed'), parameters)
  }
}

/** The swap transaction could not be built. */
export class SwapTransactionBuildError extends BaseError {
  override name = 'SwapTransactionBuildError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapTransactionBuildFailed'), parameters)
  }
}

/** No connected account to swap from. */
export class SwapAddressNotFoundError extends BaseError {
  override name = 'SwapAddressNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapAddressNotFound'), parameters)
  }
}

/** A quote came back without a target amount. */
export class SwapIncorrectAmountError extends BaseError {
  override name = 'SwapIncorrectAmountError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(swapTexts, 'swapIncorrectAmount'), { details: sendTexts.invalidAmount, ...parameters })
  }
}

/** The input error shown when the source token, or the native coin for gas, does not cover the swap. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance'

import { BaseError, type BaseErrorParameters } from './base.js'

/** The swap view could not load its tokens, balances or gas price. */
export class SwapInitializationError extends BaseError {
  override name = 'SwapInitializationError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to initialize swap', parameters)
  }
}

/** The native coin's USD price could not be read (the swap view goes on without it). */
export class SwapNetworkPriceError extends BaseError {
  override name = 'SwapNetworkPriceError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to fetch network token price', parameters)
  }
}

/** The allowance of the source token could not be read. */
export class SwapAllowanceError extends BaseError {
  override name = 'SwapAllowanceError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to check allowance', parameters)
  }
}

/** The approval transaction could not be built. */
export class SwapApprovalBuildError extends BaseError {
  override name = 'SwapApprovalBuildError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to create approval transaction', parameters)
  }
}

/** The swap transaction could not be built. */
export class SwapTransactionBuildError extends BaseError {
  override name = 'SwapTransactionBuildError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to create transaction', parameters)
  }
}

/** No connected account to swap from. */
export class SwapAddressNotFoundError extends BaseError {
  override name = 'SwapAddressNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No address found to swap the tokens from.', parameters)
  }
}

/** A quote came back without a target amount. */
export class SwapIncorrectAmountError extends BaseError {
  override name = 'SwapIncorrectAmountError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Incorrect amount', { details: 'Please enter a valid amount', ...parameters })
  }
}

/** The input error shown when the source token, or the native coin for gas, does not cover the swap. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance'

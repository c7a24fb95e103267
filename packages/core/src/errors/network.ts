import { BaseError, type BaseErrorParameters } from './base.js'

/** The requested network is not among the configured networks ("chain not configured"). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({
    caipNetworkId,
    ...parameters
  }: BaseErrorParameters & { caipNetworkId?: string | undefined } = {}) {
    super('Network not found', {
      ...parameters,
      metaMessages: caipNetworkId ? [`Chain ${caipNetworkId} is not configured.`] : ['Chain not configured.'],
    })
  }
}

/** The wallet cannot switch chains on request (EIP-1193 4200 / method not supported). */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError'
  constructor({ walletName, ...parameters }: BaseErrorParameters & { walletName?: string | undefined } = {}) {
    super(`${walletName ?? 'This wallet'} does not support programmatic chain switching`, {
      ...parameters,
      metaMessages: ['Switch the network in the wallet itself.'],
    })
  }
}

/** An operation on a namespace the product does not handle. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported chain', parameters)
  }
}

/** A chain id that is not a valid number for its namespace. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor({ chainId, ...parameters }: BaseErrorParameters & { chainId: unknown }) {
    super('Invalid chainId', { ...parameters, details: `Received ${String(chainId)}.` })
  }
}

/** The wallet failed to switch networks for a reason other than a decline. */
export class SwitchNetworkFailedError extends BaseError {
  override name = 'SwitchNetworkFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to switch network', {
      ...parameters,
      metaMessages: parameters.metaMessages ?? ['Try again, or switch the network in the wallet itself.'],
    })
  }
}

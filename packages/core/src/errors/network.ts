import { networkTexts } from '../texts/network.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** The requested network is not among the configured networks ("chain not configured"). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({
    caipNetworkId,
    ...parameters
  }: BaseErrorParameters & { caipNetworkId?: string | undefined } = {}) {
    super(textOf(networkTexts, 'networkNotFound'), {
      ...parameters,
      metaMessages: caipNetworkId ? [`Chain ${caipNetworkId} is not configured.`] : ['Chain not configured.'],
    })
  }
}

/** The wallet cannot switch chains on request (EIP-1193 4200 / method not supported). */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError'
  constructor({ walletName, ...parameters }: BaseErrorParameters & { walletName?: string | undefined } = {}) {
    super(
      walletName
        ? textOf(networkTexts, 'switchNotSupported', { wallet: walletName })
        : textOf(networkTexts, 'switchNotSupportedThisWallet'),
      {
        ...parameters,
        metaMessages: [networkTexts.switchInWallet],
      },
    )
  }
}

/** An operation on a namespace the product does not handle. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(networkTexts, 'unsupportedChain'), parameters)
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
    super(textOf(networkTexts, 'switchNetworkFailed'), {
      ...parameters,
      metaMessages: parameters.metaMessages ?? [networkTexts.switchTryAgain],
    })
  }
}

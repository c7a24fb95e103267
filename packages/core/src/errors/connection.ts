import { connectionTexts } from '../texts/connection.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** The visitor declined the request in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  static readonly code = 4001
  constructor(parameters: BaseErrorParameters & { shortMessage?: string } = {}) {
    super(parameters.shortMessage ?? textOf(connectionTexts, 'connectionDeclined'), {
      ...parameters,
      metaMessages: parameters.metaMessages ?? ['The request was declined in the wallet. You can try again.'],
    })
  }
}

/** No EIP-1193 provider behind the connector. */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(connectionTexts, 'providerNotFound'), parameters)
  }
}

/** No connector with that id on the page. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor({ connectorId, ...parameters }: BaseErrorParameters & { connectorId: string }) {
    super('Connector not found', { ...parameters, details: `No connector with id "${connectorId}".` })
  }
}

/** No adapter configured for a namespace. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor({ namespace, ...parameters }: BaseErrorParameters & { namespace: string }) {
    super('Adapter not found', { ...parameters, details: `No adapter is configured for "${namespace}".` })
  }
}

/** The wallet returned no account. */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

/** Any other failure while connecting. */
export class ConnectionFailedError extends BaseError {
  override name = 'ConnectionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(textOf(connectionTexts, 'connectionFailed'), parameters)
  }
}

/** A wallet connected beside the active one no longer answers (it was locked, or forgot the site). */
export class ConnectionNotAvailableError extends BaseError {
  override name = 'ConnectionNotAvailableError'
  constructor({ name, ...parameters }: BaseErrorParameters & { name: string }) {
    super(textOf(connectionTexts, 'walletNotConnected', { name }), {
      ...parameters,
      metaMessages: parameters.metaMessages ?? ['Connect it again from the modal.'],
    })
  }
}

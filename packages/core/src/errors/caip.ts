import { BaseError, type BaseErrorParameters } from './base.js'

/** Not a CAIP-2 network id (namespace:reference with a known namespace). */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor({ value, ...parameters }: BaseErrorParameters & { value: unknown }) {
    super('Invalid CAIP network id', {
      ...parameters,
      details: `"${String(value)}" is not namespace:reference.`,
    })
  }
}

/** Not a CAIP-10 account id (3 non-empty colon-separated parts with a known namespace). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor({ value, ...parameters }: BaseErrorParameters & { value: unknown }) {
    super('Invalid CAIP address', {
      ...parameters,
      details: `"${String(value)}" is not namespace:reference:address.`,
    })
  }
}

/** Not a valid address for its namespace. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor({ address, ...parameters }: BaseErrorParameters & { address: unknown }) {
    super('Invalid address', { ...parameters, details: `"${String(address)}" is not a valid address.` })
  }
}

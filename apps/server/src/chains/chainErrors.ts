import { ApiError } from '../errors.js'

export class UnsupportedChainError extends ApiError {
  override name = 'UnsupportedChainError'
  constructor(chain: string) {
    super(400, 'UNSUPPORTED_CHAIN', `Unsupported chain: ${chain} is not served by this server`)
  }
}

export class InvalidCursorError extends ApiError {
  override name = 'InvalidCursorError'
  constructor() {
    super(
      400,
      'INVALID_CURSOR',
      'The cursor was not issued by this server for this request; start again without a cursor',
    )
  }
}

export class PriceProviderUnavailableError extends ApiError {
  override name = 'PriceProviderUnavailableError'
  constructor(chain: string, reason: string) {
    super(503, 'PRICE_PROVIDER_UNAVAILABLE', `Prices for ${chain} are unavailable: ${reason}`)
  }
}

export class ChainUnavailableError extends ApiError {
  override name = 'ChainUnavailableError'
  constructor(chain: string, reason: string) {
    super(502, 'CHAIN_UNAVAILABLE', `The RPC upstreams of ${chain} did not answer: ${reason}`)
  }
}

export class AccountNamespaceError extends ApiError {
  override name = 'AccountNamespaceError'
  constructor(address: string, chain: string) {
    super(
      400,
      'INVALID_PARAMS',
      `param.address: ${address} is not an account of ${chain}: EVM addresses are read on eip155 chains, Solana addresses on solana networks, Bitcoin addresses on the bip122 network they belong to, Polkadot (SS58) addresses on polkadot networks`,
    )
  }
}

import { BaseError } from '@latch/core'

/** A Solana wallet request whose parameters are missing or malformed (JSON-RPC -32602). */
export class InvalidSolanaRequestError extends BaseError {
  override name = 'InvalidSolanaRequestError'
  readonly code = -32602
  constructor(shortMessage: string) {
    super(shortMessage)
  }
}

/** A method the Solana wallet provider does not answer (EIP-1193 4200). */
export class UnsupportedSolanaMethodError extends BaseError {
  override name = 'UnsupportedSolanaMethodError'
  readonly code = 4200
  constructor(method: string) {
    super(`The Solana wallet does not support ${method}.`)
  }
}

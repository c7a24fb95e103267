/** The `{ code, message, data? }` shape every EIP-1193 error takes on its way into the page. */
export type ProviderRpcErrorShape = { code: number; message: string; data?: unknown }

/**
 * An EIP-1193 provider error. The test wallet throws these in Node; the page receives an `Error` with the
 * same `code`, `message` and `data`, like a browser extension's provider.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  toJSON(): ProviderRpcErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** 4001: the user declined the prompt. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  constructor(message = 'User rejected the request.') {
    super(4001, message)
  }
}

/** 4100: the site has not been authorized, or asks about an account it was not given. */
export class UnauthorizedError extends ProviderRpcError {
  override name = 'UnauthorizedError'
  constructor(
    message = 'The requested account and/or method has not been authorized by the user. Call eth_requestAccounts first.',
  ) {
    super(4100, message)
  }
}

/** 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends ProviderRpcError {
  override name = 'UnsupportedMethodError'
  constructor(message: string) {
    super(4200, message)
  }
}

/** 4900: the provider was removed from the page. */
export class DisconnectedError extends ProviderRpcError {
  override name = 'DisconnectedError'
  constructor(message = 'The wallet is disconnected from all chains.') {
    super(4900, message)
  }
}

/** 4902: the wallet does not know the chain; the site should call wallet_addEthereumChain. */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'
  constructor(chainIdHex: string) {
    super(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }
}

/** -32602: the parameters are missing or malformed. */
export class InvalidParamsError extends ProviderRpcError {
  override name = 'InvalidParamsError'
  constructor(message: string) {
    super(-32602, message)
  }
}

/** -32603: something failed inside the wallet or its RPC connection. */
export class InternalRpcError extends ProviderRpcError {
  override name = 'InternalRpcError'
  constructor(message: string, data?: unknown) {
    super(-32603, message, data)
  }
}

/** Turns anything thrown while answering a request into the EIP-1193 shape. */
export function toProviderRpcErrorShape(error: unknown): ProviderRpcErrorShape {
  if (error instanceof ProviderRpcError) return error.toJSON()
  const message = error instanceof Error ? error.message : String(error)
  return { code: -32603, message }
}

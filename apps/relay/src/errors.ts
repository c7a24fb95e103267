/** A JSON-RPC error the relay answers a request with. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export class ParseError extends JsonRpcError {
  override name = 'ParseError'
  constructor() {
    super(-32700, 'Parse error: the frame is not valid JSON')
  }
}

export class InvalidRequestError extends JsonRpcError {
  override name = 'InvalidRequestError'
  constructor(message: string) {
    super(-32600, `Invalid request: ${message}`)
  }
}

export class MethodNotFoundError extends JsonRpcError {
  override name = 'MethodNotFoundError'
  constructor(method: string) {
    super(-32601, `Method not found: ${method} is not implemented by this relay`)
  }
}

export class InvalidParamsError extends JsonRpcError {
  override name = 'InvalidParamsError'
  constructor(method: string, details: string) {
    super(-32602, `Invalid params for ${method}: ${details}`)
  }
}

/** The data file given to `startRelay` exists but cannot be read back. */
export class RelayDataFileError extends Error {
  override name = 'RelayDataFileError'
  constructor(path: string, cause: unknown) {
    super(`Cannot read the relay data file ${path}: delete it or fix it, then start again`, { cause })
  }
}

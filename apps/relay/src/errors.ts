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

/** The embedded store's directory is open in another relay process. */
export class RelayDataDirInUseError extends Error {
  override name = 'RelayDataDirInUseError'
  constructor(dataDir: string, pid: number) {
    super(
      `The relay's data directory ${dataDir} is in use by process ${pid}. Stop that relay first, or give each relay its own RELAY_DATA_DIR (or share RELAY_DATABASE_URL, a PostgreSQL database).`,
    )
  }
}

/** A socket sent more requests than its token bucket allows. */
export class RateLimitedError extends JsonRpcError {
  override name = 'RateLimitedError'
  constructor() {
    super(-32005, 'Rate limit exceeded: slow down and retry')
  }
}

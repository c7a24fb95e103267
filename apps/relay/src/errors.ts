/** A JSON-RPC error the relay answers a request with. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  readonly code: number
  /** The machine-readable tag WalletConnect's relay puts in `error.data` (e.g. `MailboxLimitExceeded`). */
  readonly data: string | undefined

  constructor(code: number, message: string, data?: string) {
    super(message)
    this.code = code
    this.data = data
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

// The quota refusals below answer as WalletConnect's own relay does: its errors (WalletConnect's `relay_rpc`
// crate, `rpc/error.rs` and `rpc.rs`) are `-32600` "Invalid payload: …" for a malformed or oversized payload and
// `-32000` "Request handler error: …" for a refused publish or subscribe, with the variant's name in `data`.
// Each message starts with that text; what follows in brackets tells a person which limit and what to do.

/** A message (its text and attestation) larger than the relay takes. */
export class PayloadSizeExceededError extends JsonRpcError {
  override name = 'PayloadSizeExceededError'
  constructor(maxBytes: number) {
    super(
      -32600,
      `Invalid payload: Payload size exceeded (a message may be ${maxBytes} bytes at most)`,
      'PayloadSizeExceeded',
    )
  }
}

/** A publish asking to be kept longer than the relay keeps messages. */
export class TtlTooLongError extends JsonRpcError {
  override name = 'TtlTooLongError'
  constructor(maxTtlSeconds: number) {
    super(-32000, `Request handler error: TTL too long (${maxTtlSeconds} seconds at most)`, 'TtlTooLong')
  }
}

/** Who a quota counts for: the client (its `iss`), the address it connects from, or the whole relay. */
export type QuotaScope = 'client' | 'address' | 'relay'

const scopeText: Record<QuotaScope, string> = {
  client: 'this client',
  address: 'this address',
  relay: 'this relay',
}

/** Storing the message would pass a stored-bytes quota; nothing of the request is stored. */
export class MailboxLimitExceededError extends JsonRpcError {
  override name = 'MailboxLimitExceededError'
  readonly scope: QuotaScope
  constructor(scope: QuotaScope, maxBytes: number) {
    super(
      -32000,
      `Request handler error: Mailbox limit exceeded (${scopeText[scope]} may have ${maxBytes} bytes of undelivered messages; retry once some are delivered or expire)`,
      'MailboxLimitExceeded',
    )
    this.scope = scope
  }
}

/** Subscribing would pass a subscribed-topics quota; none of the request's topics is subscribed. */
export class SubscriberLimitExceededError extends JsonRpcError {
  override name = 'SubscriberLimitExceededError'
  readonly scope: Exclude<QuotaScope, 'relay'>
  constructor(scope: Exclude<QuotaScope, 'relay'>, maxTopics: number) {
    super(
      -32000,
      `Request handler error: Subscriber limit exceeded (${scopeText[scope]} may subscribe to ${maxTopics} topics; unsubscribe from some first)`,
      'SubscriberLimitExceeded',
    )
    this.scope = scope
  }
}

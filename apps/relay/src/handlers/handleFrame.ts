import {
  InvalidParamsError,
  InvalidRequestError,
  JsonRpcError,
  MethodNotFoundError,
  ParseError,
  RateLimitedError,
} from '../errors.js'
import type { Connection, RelayHub } from '../hub/createRelayHub.js'
import { recordAcknowledgement } from '../hub/publish.js'
import { send } from '../hub/send.js'
import { idKey, parseFrame } from '../parseFrame.js'
import { describeIssues, isRelayMethod, methodParams } from '../schemas.js'
import { methodHandlers } from './methodHandlers.js'

function answerError(connection: Connection, rawId: string, error: JsonRpcError): void {
  const body = {
    code: error.code,
    message: error.message,
    ...(error.data === undefined ? {} : { data: error.data }),
  }
  send(connection, `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify(body)}}`)
}

/** Validates a request and runs its handler; throws a `JsonRpcError` for the client. */
function call(hub: RelayHub, connection: Connection, method: string, params: unknown): unknown {
  if (!isRelayMethod(method)) {
    hub.unknownMethods.push(method)
    hub.say(`unknown method ${method}`)
    throw new MethodNotFoundError(method)
  }
  if (hub.log) hub.say(`${method} from ${connection.iss.slice(-8)}`)
  const parsed = methodParams[method].safeParse(params)
  if (!parsed.success) throw new InvalidParamsError(method, describeIssues(parsed.error))
  const handler = methodHandlers[method] as (
    hub: RelayHub,
    connection: Connection,
    params: unknown,
  ) => unknown
  return handler(hub, connection, parsed.data)
}

/** A client acknowledged (`true`) or refused a push. */
function onResponse(hub: RelayHub, connection: Connection, rawId: string, acknowledged: boolean): void {
  const key = idKey(rawId)
  const stored = connection.inFlight.get(key)
  if (!stored) return
  connection.inFlight.delete(key)
  connection.sent.delete(stored)
  // An error answer leaves the message pending: it is pushed again on the next subscribe or connect.
  if (!acknowledged) return
  recordAcknowledgement(hub, connection.iss, stored)
  hub.counters.acknowledged++
}

/**
 * One frame from a client: a request (answered with its result or a JSON-RPC error, ids echoed byte for
 * byte) or the answer to a push.
 */
export function handleFrame(hub: RelayHub, connection: Connection, text: string): void {
  let frame: ReturnType<typeof parseFrame>
  try {
    frame = parseFrame(text)
  } catch {
    answerError(connection, 'null', new ParseError())
    return
  }
  const { rawId, value } = frame
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    answerError(connection, rawId ?? 'null', new InvalidRequestError('expected a JSON-RPC object'))
    return
  }
  if ('method' in value) {
    if (typeof value.method !== 'string') {
      answerError(connection, rawId ?? 'null', new InvalidRequestError('method must be a string'))
      return
    }
    if (!connection.bucket.take()) {
      hub.counters.rateLimited++
      if (rawId !== undefined) answerError(connection, rawId, new RateLimitedError())
      return
    }
    const answer = (result: unknown) => {
      if (rawId !== undefined)
        send(connection, `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
    }
    const fail = (error: unknown) => {
      const rpcError =
        error instanceof JsonRpcError ? error : new JsonRpcError(-32603, `Internal error: ${String(error)}`)
      if (rawId !== undefined) answerError(connection, rawId, rpcError)
    }
    try {
      const result = call(hub, connection, value.method, 'params' in value ? value.params : undefined)
      if (result instanceof Promise) result.then(answer, fail)
      else answer(result)
    } catch (error) {
      fail(error)
    }
    return
  }
  if ('result' in value || 'error' in value) {
    if (rawId !== undefined) onResponse(hub, connection, rawId, 'result' in value && value.result === true)
    return
  }
  answerError(connection, rawId ?? 'null', new InvalidRequestError('neither a request nor a response'))
}

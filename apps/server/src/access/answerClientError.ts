import type { Socket } from 'node:net'

/**
 * Answers what Node's HTTP parser refuses before the app sees it (headers or a URL over its limits, a
 * malformed request line) with the API's JSON `{ code, message }`, instead of Node's empty 400/431.
 * Install with `server.on('clientError', answerClientError)`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
  const [status, reason, code, message] = tooLarge
    ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', 'The URL and headers exceed 16 KiB']
    : timeout
      ? [408, 'Request Timeout', 'REQUEST_TIMEOUT', 'The request was not received in time']
      : [400, 'Bad Request', 'BAD_REQUEST', 'The request is not valid HTTP']
  const body = JSON.stringify({ code, message })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

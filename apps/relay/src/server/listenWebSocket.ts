import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type VerifyClientCallbackAsync, WebSocketServer } from 'ws'

/**
 * Opens the relay's HTTP server, where WebSocket handshakes upgrade and plain requests (the health probes) go to
 * `onRequest`, and resolves once it listens, with the URL clients reach it at.
 */
export async function listenWebSocket(parameters: {
  host: string
  port: number
  /** The largest frame a client may send; a larger one closes its socket (1009). */
  maxPayload: number
  /** Decides about each handshake before it is answered. */
  verifyClient: VerifyClientCallbackAsync
  /** Answers a request that is not a WebSocket handshake. */
  onRequest(request: IncomingMessage, response: ServerResponse): void
}): Promise<{ wss: WebSocketServer; http: Server; port: number; url: string }> {
  const { host, port, maxPayload, verifyClient, onRequest } = parameters
  const http = createServer(onRequest)
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false, maxPayload, verifyClient })
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve)
    http.once('error', reject)
    http.listen(port, host)
  })
  const address = http.address()
  const boundPort = typeof address === 'object' && address !== null ? address.port : port
  return { wss, http, port: boundPort, url: `ws://${host.includes(':') ? `[${host}]` : host}:${boundPort}` }
}

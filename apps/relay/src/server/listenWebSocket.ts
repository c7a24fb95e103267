import { type VerifyClientCallbackAsync, WebSocketServer } from 'ws'

/** Opens the relay's WebSocket server and resolves once it listens, with the URL clients reach it at. */
export async function listenWebSocket(parameters: {
  host: string
  port: number
  /** The largest frame a client may send; a larger one closes its socket (1009). */
  maxPayload: number
  /** Decides about each handshake before it is answered. */
  verifyClient: VerifyClientCallbackAsync
}): Promise<{ wss: WebSocketServer; port: number; url: string }> {
  const { host, port, maxPayload, verifyClient } = parameters
  const wss = new WebSocketServer({ host, port, perMessageDeflate: false, maxPayload, verifyClient })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  const address = wss.address()
  const boundPort = typeof address === 'object' && address !== null ? address.port : port
  return { wss, port: boundPort, url: `ws://${host.includes(':') ? `[${host}]` : host}:${boundPort}` }
}

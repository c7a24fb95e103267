import type { Server } from 'node:http'
import type { WebSocketServer } from 'ws'

/** Closes the server and its sockets, terminating those that have not closed after a second. */
export async function closeWebSocket(wss: WebSocketServer, http: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => wss.close(() => resolve()))
  for (const client of wss.clients) {
    // 1012 "service restart": clients reconnect on their own (3000 would make WalletConnect give up).
    client.close(1012, 'relay stopping')
  }
  const forced = setTimeout(() => {
    for (const client of wss.clients) client.terminate()
  }, 1_000)
  await closed
  clearTimeout(forced)
  // The probes' keep-alive connections must not hold the stop.
  http.closeAllConnections()
  await new Promise<void>((resolve) => http.close(() => resolve()))
}

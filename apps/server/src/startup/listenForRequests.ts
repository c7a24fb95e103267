import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener, type ServerType } from '@hono/node-server'
import { answerClientError } from '../access/answerClientError.js'
import type { AppType } from '../createApp.js'

/**
 * Listens on `host`:`port` (0: a free port) with the app behind Node's HTTP server, and resolves with the
 * server and the port it took.
 */
export function listenForRequests(
  app: AppType,
  host: string,
  port: number,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((done, fail) => {
    const honoListener = getRequestListener(app.fetch, { hostname: host })
    // The catalogue's repeated requests are answered before Hono (see createCatalogueFastPath).
    const listening = createServer((incoming, outgoing) => {
      if (!app.answerBeforeApp(incoming, outgoing)) void honoListener(incoming, outgoing)
    })
    listening.listen(port, host, () =>
      done({ server: listening, port: (listening.address() as AddressInfo).port }),
    )
    listening.once('error', fail)
    // Requests Node's parser refuses (URL or headers over its limits) get JSON too.
    listening.on('clientError', answerClientError)
  })
}

/** Closes the server, and the keep-alive sockets that would hold it open until they time out. */
export function closeServer(server: ServerType): Promise<void> {
  return new Promise<void>((done) => {
    server.close(() => done())
    if ('closeAllConnections' in server) server.closeAllConnections()
  })
}

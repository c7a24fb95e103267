import type { Connection } from './createRelayHub.js'

/** Writes a frame if the socket is still open. */
export function send(connection: Connection, text: string): void {
  if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(text)
}

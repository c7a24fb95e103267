import type { Connection } from './createRelayHub.js'

/** Writes a frame if the socket is still open; whether it did. */
export function send(connection: Connection, text: string): boolean {
  if (connection.ws.readyState !== connection.ws.OPEN) return false
  connection.ws.send(text)
  return true
}

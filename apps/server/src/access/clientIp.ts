import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientAddress } from './clientAddress.js'

/** The client's IP address of a Hono request (see `clientAddress`). */
export function clientIp(c: Context, trustedProxies: number): string {
  let socketAddress: string | undefined
  try {
    socketAddress = getConnInfo(c).remote.address
  } catch {
    // An in-process request (`app.request()` in tests) has no socket.
  }
  return clientAddress(
    trustedProxies > 0 ? c.req.header('X-Forwarded-For') : undefined,
    socketAddress,
    trustedProxies,
  )
}

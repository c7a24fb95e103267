import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP address: the socket's peer, or, behind `trustedProxies` reverse proxies, the address
 * the outermost trusted proxy saw (the `X-Forwarded-For` entry that many hops from the right; entries
 * further left are whatever the client wrote and are not trusted).
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const address = hops[hops.length - trustedProxies]
    if (address) return address.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // An in-process request (`app.request()` in tests) has no socket.
    return 'unknown'
  }
}

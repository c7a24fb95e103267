import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The address a connection's quotas count for: the socket's peer, or behind a proxy (`trustProxy`) the
 * address the proxy appended last to `X-Forwarded-For` (the earlier entries are whatever the client
 * sent). An IPv6 address counts by its /64, the block one subscriber gets.
 *
 * @example
 * clientIp(request, false) // '203.0.113.7', or '2001:db8:0:1::/64'
 */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  let address = request.socket.remoteAddress ?? ''
  if (trustProxy) {
    const header = request.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .at(-1)
    if (forwarded !== undefined && isIP(forwarded) !== 0) address = forwarded
  }
  return addressKey(address)
}

/** An IPv4 address as is (also when IPv4-mapped), an IPv6 address as its /64 prefix. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

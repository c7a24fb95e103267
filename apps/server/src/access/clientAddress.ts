/**
 * The client's IP address from what a request carries: the socket's peer, or, behind `trustedProxies`
 * reverse proxies, the address the outermost trusted proxy saw (the `X-Forwarded-For` entry that many
 * hops from the right; entries further left are whatever the client wrote and are not trusted).
 *
 * @example
 * clientAddress('198.51.100.7, 10.0.0.2', '10.0.0.1', 1) // '10.0.0.2'
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies > 0) {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const address = hops[hops.length - trustedProxies]
    if (address) return address.slice(0, 64)
  }
  return socketAddress ?? 'unknown'
}

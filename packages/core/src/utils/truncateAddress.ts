/**
 * Shortens an address for display: `0x1234…abcd`.
 *
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 */
export function truncateAddress(address: string, { head = 6, tail = 4 } = {}): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}

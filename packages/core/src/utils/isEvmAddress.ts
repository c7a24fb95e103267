/**
 * Whether `value` is an EVM address: 40 hex characters with an optional `0x`.
 *
 * @example
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

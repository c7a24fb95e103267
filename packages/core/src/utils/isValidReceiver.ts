import type { ChainNamespace } from '../types.js'
import { isEvmAddress } from './isEvmAddress.js'

const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` is an address a send on `namespace` can go to (specification section 5): on eip155 40
 * hex characters with an optional 0x, on solana base58 of 32 to 44 characters. Names are not addresses:
 * `setSendReceiver` resolves a name into one.
 *
 * @example
 * isValidReceiver('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isValidReceiver(namespace: ChainNamespace | undefined, value: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(value)
  if (namespace === 'solana') return base58.test(value)
  return false
}

import type { ChainNamespace } from '../types.js'
import { isEvmAddress } from './isEvmAddress.js'

const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// Bitcoin's address shapes (checksums are checked by the bip122 adapter before it signs): SegWit v0 P2WPKH
// and P2WSH, v1 P2TR (bech32 of mainnet, testnet or regtest, one case), and legacy P2PKH and P2SH in base58.
const bitcoin =
  /^((bc|tb|bcrt)1(q[02-9ac-hj-np-z]{38}|q[02-9ac-hj-np-z]{58}|p[02-9ac-hj-np-z]{58})|(BC|TB|BCRT)1(Q[02-9AC-HJ-NP-Z]{38}|Q[02-9AC-HJ-NP-Z]{58}|P[02-9AC-HJ-NP-Z]{58})|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/

// SS58 of a 32-byte account: base58 of a one- or two-byte network prefix, the key and a two-byte checksum (the
// checksum and the network's prefix are checked by the polkadot adapter before it signs).
const ss58 = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/

/**
 * Whether `value` is an address a send on `namespace` can go to (specification section 5): on eip155 40
 * hex characters with an optional 0x, on solana base58 of 32 to 44 characters, on bip122 a P2WPKH, P2TR or
 * legacy address, on polkadot an SS58 address. Names are not addresses:
 * `setSendReceiver` resolves a name into one.
 *
 * @example
 * isValidReceiver('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isValidReceiver(namespace: ChainNamespace | undefined, value: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(value)
  if (namespace === 'solana') return base58.test(value)
  if (namespace === 'bip122') return bitcoin.test(value)
  if (namespace === 'polkadot') return ss58.test(value)
  return false
}

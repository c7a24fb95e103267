import { checkAddress } from '@polkadot/util-crypto'

/**
 * Whether `address` is an SS58 address of the network whose prefix is `ss58Format`: base58 with the right
 * length and checksum, and the network's prefix (a Kusama address is no Polkadot receiver).
 *
 * @example
 * isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 0) // true
 */
export function isPolkadotAddress(address: string, ss58Format: number): boolean {
  try {
    return checkAddress(address, ss58Format)[0]
  } catch {
    return false
  }
}

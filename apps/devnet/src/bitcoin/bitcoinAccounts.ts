import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { getAddress } from '@scure/btc-signer'
import { bitcoinRegtestNetwork } from './bitcoinRegtestConstants.js'

/**
 * A funded key of the local Bitcoin chain, with its two addresses: `payment` (P2WPKH, native SegWit) and
 * `ordinal` (P2TR, key path), the account types Bitcoin wallets expose.
 */
export type BitcoinDevnetAccount = {
  /** 32-byte secret key, hex. Public knowledge: never use it on a real network. */
  privateKey: string
  payment: string
  ordinal: string
}

/** What every test account holds after start, in satoshis. */
export const bitcoinDevnetGrant = { payment: 100_000_000n, ordinal: 1_000_000n } as const

function deriveAccount(index: number): BitcoinDevnetAccount {
  // Derived from a public label so the accounts are the same on every start and machine.
  const key = sha256(utf8ToBytes(`latch devnet bitcoin account ${index}`))
  return {
    privateKey: bytesToHex(key),
    payment: getAddress('wpkh', key, bitcoinRegtestNetwork) as string,
    ordinal: getAddress('tr', key, bitcoinRegtestNetwork) as string,
  }
}

/** Ten test accounts; each holds `bitcoinDevnetGrant` in confirmed outputs after start. */
export const bitcoinDevnetAccounts: readonly BitcoinDevnetAccount[] = Array.from({ length: 10 }, (_, index) =>
  deriveAccount(index),
)

/** The key the chain mines to and funds the test accounts from (the faucet). */
export const bitcoinDevnetMiner: BitcoinDevnetAccount = deriveAccount(1_000)

import { SWAP_ASSUMED_GAS_UNITS } from '../constants.js'
import type { NamespaceProfile } from '../types.js'

/**
 * The units a send's fee is the gas price times, as the namespace's profile says: on eip155 the assumed 150000
 * gas; 1 where the server's gas price is already a transfer's whole fee (Solana's lamports, shown divided by
 * 1e9, in SOL). Without a profile, eip155's.
 *
 * @example
 * sendGasUnits(eip155Profile) * gasPrice // the fee of a transfer, in wei
 */
export function sendGasUnits(profile: NamespaceProfile | undefined): bigint {
  return profile?.fee.gasUnits ?? SWAP_ASSUMED_GAS_UNITS
}

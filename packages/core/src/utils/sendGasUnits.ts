import { SWAP_ASSUMED_GAS_UNITS } from '../constants.js'
import type { ChainNamespace } from '../types.js'

/**
 * The units a send's fee is the gas price times: on eip155 the specification's assumed 150000 gas; on Solana
 * one, since the server's Solana gas price is already a transfer's whole fee in lamports (shown divided by 1e9,
 * in SOL).
 *
 * @example
 * sendGasUnits('solana') * 5000n // 5000n lamports: 0.000005 SOL
 */
export function sendGasUnits(namespace: ChainNamespace | undefined): bigint {
  return namespace === 'solana' ? 1n : SWAP_ASSUMED_GAS_UNITS
}

import { SWAP_ASSUMED_GAS_UNITS } from '../constants.js'
import type { NamespaceProfile } from '../types.js'
import { isEvmAddress } from './isEvmAddress.js'

/**
 * The eip155 namespace, built into core (whose predefined networks are eip155's): 40-hex addresses, sends priced
 * at the gas price shown for a transfer's assumed gas, and every feature. `@latch/evm`'s adapter carries it, and
 * an eip155 adapter without a profile is taken as this one.
 *
 * @example
 * eip155Profile.isValidAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export const eip155Profile: NamespaceProfile = {
  label: 'EVM',
  isValidAddress: isEvmAddress,
  toReceiver: (address) => (address.startsWith('0x') ? address : `0x${address}`),
  fee: { gasUnits: SWAP_ASSUMED_GAS_UNITS, sendsGasPrice: true, shownIn: 'usd' },
  balances: { source: 'dataApi', countsMempool: false },
  features: { send: true, names: true, onramp: true, activity: true, embeddedWallet: true },
  defaultAccountType: 'smartAccount',
}

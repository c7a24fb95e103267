import { type AdapterContext, type CaipNetwork, getAdapterService } from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The wallet behind a connector, and what the instance uses of it now. */
export type BitcoinWalletEntry = {
  wallet: Wallet
  /** The payment account the instance connected, once connected. */
  account: WalletAccount | undefined
  /** The ordinals (taproot) account, when the wallet gave one. */
  ordinal: WalletAccount | undefined
  network: CaipNetwork | undefined
}

/**
 * The Bitcoin wallets an instance found, by connector id (the wallet's name): discovery and the runtime of one
 * instance share it, two instances never do.
 *
 * @example
 * bitcoinWalletRegistry({ config: latch.config }).get('Xverse')?.wallet
 */
export function bitcoinWalletRegistry(context: AdapterContext): Map<string, BitcoinWalletEntry> {
  return getAdapterService(context, 'bitcoin:wallets', () => new Map<string, BitcoinWalletEntry>()) as Map<
    string,
    BitcoinWalletEntry
  >
}

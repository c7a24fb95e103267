import { type AdapterContext, type CaipNetwork, getAdapterService } from '@latch/core'
import type { InjectedAccount, InjectedExtension, InjectedWindowProvider } from './injectedWeb3.js'

/** The extension behind a connector, and what the instance uses of it now. */
export type PolkadotWalletEntry = {
  provider: InjectedWindowProvider
  /** What `enable` returned, once the site is approved. */
  extension: InjectedExtension | undefined
  /** The wallet's default account on the network (the first it offers). */
  account: InjectedAccount | undefined
  /** Every account the wallet offers on the network, the default first: the visitor may choose another. */
  accounts?: readonly InjectedAccount[] | undefined
  network: CaipNetwork | undefined
}

/**
 * The Polkadot extensions an instance found, by connector id (the `injectedWeb3` key): discovery and the
 * runtime of one instance share it, two instances never do.
 *
 * @example
 * polkadotWalletRegistry({ config: latch.config }).get('talisman')?.provider
 */
export function polkadotWalletRegistry(context: AdapterContext): Map<string, PolkadotWalletEntry> {
  return getAdapterService(context, 'polkadot:wallets', () => new Map<string, PolkadotWalletEntry>()) as Map<
    string,
    PolkadotWalletEntry
  >
}

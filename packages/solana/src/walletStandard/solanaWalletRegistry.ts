import type { AdapterContext, CaipNetwork, Eip1193Provider } from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The wallet behind a connector (none for WalletConnect or the embedded wallet), and what the instance uses of it now. */
export type SolanaWalletEntry = {
  wallet: Wallet | undefined
  /** The account the instance connected, once connected. */
  account: WalletAccount | undefined
  /** The network requests go to, set on connect and on switch. */
  network: CaipNetwork | undefined
  /** The embedded wallet's connected Solana account and the provider answering it (the wallet's frame). */
  embedded?: { address: string; provider: Eip1193Provider } | undefined
}

// Keyed by the instance's config object: discovery and the runtime of one instance receive the same one, so
// they share the wallets they found, while two instances never do.
const registries = new WeakMap<object, Map<string, SolanaWalletEntry>>()

/**
 * The Solana wallets an instance found, by connector id (the wallet's name).
 *
 * @example
 * solanaWalletRegistry({ config: latch.config }).get('Phantom')?.wallet
 */
export function solanaWalletRegistry(context: AdapterContext): Map<string, SolanaWalletEntry> {
  let registry = registries.get(context.config)
  if (!registry) {
    registry = new Map()
    registries.set(context.config, registry)
  }
  return registry
}

import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'

/** A funded sr25519 key of the local Polkadot chain. */
export type PolkadotDevnetAccount = {
  /** The secret URI the key derives from (`//latch-devnet//0`…). Public knowledge: never use it on a real network. */
  uri: string
  /** The address in the chain's SS58 format. */
  address: string
}

/** What every test account holds after start, in planck (1,000 ROC at 12 decimals). */
export const polkadotDevnetGrant = 1_000_000_000_000_000n

/** The secret URIs of the ten test accounts: hard derivations of a public label, the same on every machine. */
export const polkadotDevnetAccountUris: readonly string[] = Array.from(
  { length: 10 },
  (_, index) => `//latch-devnet//${index}`,
)

/**
 * The test accounts' addresses in the SS58 format `ss58Format` (the chain's, read from it at start).
 *
 * @example
 * const [first] = await polkadotDevnetAccounts(42)
 */
export async function polkadotDevnetAccounts(ss58Format: number): Promise<PolkadotDevnetAccount[]> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format })
  return polkadotDevnetAccountUris.map((uri) => ({ uri, address: keyring.addFromUri(uri).address }))
}

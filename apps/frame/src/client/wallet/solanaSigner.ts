import { type SolanaKey, solanaKeyOf } from '../solanaKey.js'
import { type NamespaceSigner, readyKey, withDeviceSecret } from './keyShares.js'
import type { WalletContext } from './walletContext.js'

/**
 * The Solana key: an ed25519 key derived from the wallet's secret (SLIP-0010, m/44'/501'/0'/0'); its seed is
 * wiped after each use.
 *
 * @example
 * await withApprovedKey(context, solanaSigner, description, (key) => key.sign(message))
 */
export const solanaSigner: NamespaceSigner<SolanaKey> = {
  addressOf: (secret) => {
    const key = solanaKeyOf(secret)
    key.wipe()
    return key.address
  },
  async use(secret, use) {
    const key = solanaKeyOf(secret)
    try {
      return await use(key)
    } finally {
      key.wipe()
    }
  },
}

/**
 * The Solana account of the wallet: stored, or derived once on this device from the key (combined from the
 * device and auth shares for that moment only, as for a signature) and stored.
 */
export async function solanaAddress(context: WalletContext): Promise<string> {
  const { state } = context
  const { share } = await readyKey(context)
  const stored = state.session()?.solanaAddress
  if (stored) return stored
  const derived = await withDeviceSecret(context, share, async (secret) => solanaSigner.addressOf(secret))
  const session = state.session()
  if (session) await state.saveSession({ ...session, solanaAddress: derived })
  return derived
}

import type { EmbeddedSession } from '@latch/api'
import { loadDeviceShare } from '../storage.js'
import { frameUser } from './accounts.js'
import { startRecovery } from './recovery.js'
import type { WalletContext } from './walletContext.js'

/**
 * A verified login (a code, a social provider or Farcaster): keeps the session, then asks for the recovery
 * password where the key must be created or unlocked on this device; otherwise the page hears it is connected.
 */
export async function completeLogin(
  context: WalletContext,
  tokens: EmbeddedSession,
): Promise<{ recovery?: 'create' | 'enter' }> {
  await context.tokens.keep(tokens)
  const name = tokens.email ?? tokens.social?.userName ?? ''
  if (!tokens.address) {
    startRecovery(context, 'create', name)
    return { recovery: 'create' }
  }
  if (!(await loadDeviceShare(tokens.address))) {
    startRecovery(context, 'enter', name)
    return { recovery: 'enter' }
  }
  context.onSessionChanged({ isConnected: true, address: tokens.address, chainId: context.state.chainId() })
  return {}
}

/** A social or Farcaster login the server verified: the user, or the recovery password it now needs. */
export async function completeIdentityLogin(context: WalletContext, tokens: EmbeddedSession) {
  const { recovery } = await completeLogin(context, tokens)
  const userName = tokens.social?.userName
  if (recovery) return { recovery, ...(userName ? { userName } : {}) }
  return frameUser(context, tokens.address as string)
}

import type { FrameUser } from '@latch/frame-protocol'
import { type FrameSession, refreshFrameUser } from './frameSession.js'

/**
 * Makes the smart account or the plain key the account the wallet acts as (SET_PREFERRED_ACCOUNT), and reads
 * the user again so the connection follows its new address. A failed change falls back to the eoa and
 * fails with the frame's error.
 */
export async function setFrameAccountType(
  session: FrameSession,
  type: 'eoa' | 'smartAccount',
): Promise<FrameUser> {
  const { messenger } = session
  try {
    await messenger.request('SET_PREFERRED_ACCOUNT', { type })
  } catch (error) {
    if (type !== 'eoa') await messenger.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => {})
    await refreshFrameUser(session).catch(() => {})
    throw error
  }
  return refreshFrameUser(session)
}

import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { connectEmbeddedWallet } from './connectEmbeddedWallet.js'

export type ConnectPasskeyReturnType = {
  /** The frame asks for the recovery password ('create' for a new account, 'enter' on a new device) before connecting. */
  recovery: 'create' | 'enter' | undefined
}
export type ConnectPasskeyErrorType = import('@latch/frame-protocol').FrameError

/**
 * Logs in to the embedded wallet with a passkey alone. The frame shows its own "Continue with a passkey" screen
 * (show the frame, as for the recovery password: the browser's prompt needs the visitor's click inside it) and
 * resolves once the server verified the passkey. Where the passkey unseals this wallet's share (PRF), a new
 * device needs no recovery password; otherwise the frame asks for it next (`recovery: 'enter'`). Without a
 * recovery step the wallet is connected on return.
 *
 * @example
 * const { recovery } = await connectPasskey(latch)
 */
export async function connectPasskey(latch: Latch): Promise<ConnectPasskeyReturnType> {
  const client = await loadFrameClient(latch)
  const result = await client.request('CONNECT_PASSKEY', {})
  const recovery = 'recovery' in result ? result.recovery : undefined
  if (recovery === undefined) await connectEmbeddedWallet(latch)
  return { recovery }
}

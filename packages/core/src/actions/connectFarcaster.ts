import { trackSocialLogin } from '../internal/social/trackSocialLogin.js'
import type { Latch } from '../types.js'
import { connectEmbeddedWallet } from './connectEmbeddedWallet.js'

export type ConnectFarcasterParameters = {
  /** Called with the relay channel's URL as soon as the frame has it: show it as a QR code and a deep link. */
  onUrl(url: string): void
}
export type ConnectFarcasterReturnType = {
  /** The frame asks for the recovery password ('create' for a new account, 'enter' on a new device) before connecting. */
  recovery: 'create' | 'enter' | undefined
}
export type ConnectFarcasterErrorType = import('@latch/frame-protocol').FrameError

/**
 * Logs in with Farcaster (Sign In With Farcaster) through the embedded wallet's frame: loads the Farcaster login
 * code, asks the frame for a relay channel ("get Farcaster uri") and hands its URL to `onUrl`, then waits while
 * the visitor approves in their Farcaster app ("connect Farcaster"); the frame has the server verify the signed
 * message and completes the login. Without a recovery step the wallet is connected on return. A declined or
 * expired channel fails with the frame's error; nothing is stored then.
 *
 * @example
 * await connectFarcaster(latch, { onUrl: (url) => showQrCode(url) })
 */
export async function connectFarcaster(
  latch: Latch,
  parameters: ConnectFarcasterParameters,
): Promise<ConnectFarcasterReturnType> {
  return trackSocialLogin(latch, 'farcaster', async () => {
    // The flow itself loads only when the Farcaster button is pressed.
    const { runFarcasterLogin } = await import('../internal/social/runFarcasterLogin.js')
    const result = await runFarcasterLogin(latch, parameters.onUrl)
    // The identity is stored when the wallet connects (the frame's user carries it), not before.
    if (result.recovery === undefined) await connectEmbeddedWallet(latch)
    return result
  })
}

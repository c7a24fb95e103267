import { connectEmbeddedWallet } from '../../actions/connectEmbeddedWallet.js'
import type { Latch } from '../../types.js'
import { loadFrameClient } from '../loadFrameClient.js'

/**
 * The Farcaster login after the click: the channel URL from the frame ("get Farcaster uri") to `onUrl`, the
 * wait for the visitor's approval ("connect Farcaster"), then the connection (or the recovery step).
 */
export async function runFarcasterLogin(
  latch: Latch,
  onUrl: (url: string) => void,
): Promise<{ recovery: 'create' | 'enter' | undefined }> {
  const client = await loadFrameClient(latch)
  const { url } = await client.request('GET_FARCASTER_URI', {})
  onUrl(url)
  const result = await client.request('CONNECT_FARCASTER', {})
  // The identity is stored when the wallet connects (the frame's user carries it), not before.
  if ('recovery' in result) return { recovery: result.recovery }
  await connectEmbeddedWallet(latch)
  return { recovery: undefined }
}

import type { Latch } from '../../types.js'
import { loadFrameClient } from '../loadFrameClient.js'

/**
 * The Farcaster login after the click: the channel URL from the frame ("get Farcaster uri") to `onUrl`, then
 * the wait for the visitor's approval ("connect Farcaster"). Resolves with the recovery step the frame asks
 * for, if any; the caller connects the wallet when there is none.
 */
export async function runFarcasterLogin(
  latch: Latch,
  onUrl: (url: string) => void,
): Promise<{ recovery: 'create' | 'enter' | undefined }> {
  const client = await loadFrameClient(latch)
  const { url } = await client.request('GET_FARCASTER_URI', {})
  onUrl(url)
  const result = await client.request('CONNECT_FARCASTER', {})
  return { recovery: 'recovery' in result ? result.recovery : undefined }
}

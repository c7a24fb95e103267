import { createAppClient } from '@farcaster/auth-client'
import type { RouteResponse, startFarcasterLoginRoute } from '@latch/api'
import { FrameError } from '@latch/frame-protocol'
import { createPublicClient, custom } from 'viem'

/** What the visitor's Farcaster app completed the channel with, for the server to verify. */
export type FarcasterSignature = { message: string; signature: string; fid: number; username?: string }

/** How often the frame asks the relay whether the visitor approved (Farcaster's AuthKit asks every 1.5 s). */
const STATUS_INTERVAL_MS = 250

/**
 * Opens a Sign In With Farcaster channel on the relay the server named, with the nonce, domain, SIWE URI and
 * expiry the server will hold the message to (`@farcaster/auth-client`'s app client), and watches its status
 * until the visitor's Farcaster app completes it. A channel the relay no longer knows (declined, closed or
 * expired) or the expiry passing ends the wait with a FrameError.
 *
 * @example
 * const channel = await openFarcasterChannel(await api.startFarcaster(deviceId, origin))
 * show(channel.url); const signed = await channel.waitForSignature()
 */
export async function openFarcasterChannel(started: RouteResponse<typeof startFarcasterLoginRoute>) {
  const client = createAppClient({
    relay: started.relayUrl,
    // The server verifies the message; this client only creates and watches the channel, so nothing calls
    // the chain through this connector.
    ethereum: {
      publicClient: createPublicClient({
        transport: custom({ request: () => Promise.reject(new Error('The frame does not read the chain')) }),
      }),
      getFid: () => Promise.reject(new Error('The server verifies the fid')),
      isValidAuthAddress: () => Promise.reject(new Error('The server verifies the signer')),
    },
  })
  const channel = await client
    .createChannel({
      siweUri: started.siweUri,
      domain: started.domain,
      nonce: started.nonce,
      expirationTime: started.expirationTime,
    })
    .catch(() => ({ isError: true as const, data: undefined }))
  if (channel.isError || !channel.data?.channelToken)
    throw new FrameError('The Farcaster relay cannot be reached. Please try again')
  const { channelToken, url } = channel.data
  const expiresAt = Date.parse(started.expirationTime)
  return {
    url,
    async waitForSignature(): Promise<FarcasterSignature> {
      // 4001: the visitor declined or let the channel go (the widget reports the login as canceled).
      const ended = () => new FrameError('The Farcaster sign-in was declined or has expired', { code: 4001 })
      const status = await client
        .watchStatus({
          channelToken,
          interval: STATUS_INTERVAL_MS,
          timeout: Math.max(0, expiresAt - Date.now()),
          onResponse: ({ response }) => {
            // The relay answers 202 while pending and 200 once; anything else means the channel is gone.
            if (response.status !== 202 && response.status !== 200) throw ended()
          },
        })
        .catch((error: unknown) => {
          throw error instanceof FrameError ? error : ended()
        })
      const data = status.data
      if (status.isError || !data?.message || !data.signature || !data.fid) throw ended()
      return {
        message: data.message,
        signature: data.signature,
        fid: data.fid,
        ...(data.username ? { username: data.username } : {}),
      }
    },
  }
}

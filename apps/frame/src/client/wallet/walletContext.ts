import type { FrameApi } from '../api/callApi.js'
import type { FrameState } from './frameState.js'
import type { SessionTokens } from './sessionTokens.js'
import type { SmartAccountNetworks } from './smartAccountNetworks.js'

/** What the page hears when the session starts or ends (SESSION_CHANGED). */
export type SessionChange = {
  isConnected: boolean
  address?: string | undefined
  chainId?: number | undefined
}

/**
 * What every handler of the wallet works with, passed explicitly: the server, the page that embeds the frame,
 * the wallet's state, the session's tokens and the networks with a smart account.
 */
export type WalletContext = {
  api: FrameApi
  /** The page embedding the frame, as the browser reported its origin. */
  origin: string
  state: FrameState
  tokens: SessionTokens
  smartAccountNetworks: SmartAccountNetworks
  onSessionChanged(change: SessionChange): void
}

import type { FrameHandlers } from '@latch/frame-protocol'
import { removeUnscopedItems } from './storage.js'
import { emailChangeHandlers } from './wallet/emailChange.js'
import { emailLoginHandlers } from './wallet/emailLogin.js'
import { farcasterLoginHandlers } from './wallet/farcasterLogin.js'
import { createFrameState } from './wallet/frameState.js'
import { keyExportHandlers } from './wallet/keyExport.js'
import { pageHandlers } from './wallet/pageHandlers.js'
import { passkeyHandlers } from './wallet/passkeys.js'
import { rpcHandlers } from './wallet/rpcHandlers.js'
import { sessionHandlers } from './wallet/sessionHandlers.js'
import { createSessionTokens } from './wallet/sessionTokens.js'
import { smartAccountHandlers } from './wallet/smartAccountHandlers.js'
import { createSmartAccountNetworks } from './wallet/smartAccountNetworks.js'
import { socialLoginHandlers } from './wallet/socialLogin.js'
import type { SessionChange, WalletContext } from './wallet/walletContext.js'

export type CreateWalletParameters = {
  /** The Latch server: its embedded-wallet routes, the JSON-RPC proxy and the bundler. */
  apiUrl: string
  projectId: string
  /** The page embedding the frame. */
  origin: string
  chainId: number
  onSessionChanged(state: SessionChange): void
}

/**
 * The wallet behind the frame: the logins with the server (e-mail code, social, Farcaster, passkey), the key's custody
 * (device share here, auth share on the server, recovery share under the visitor's password) and the RPC gate.
 * Each concern is a module of `wallet/` working on one explicit state and context; this joins their handlers
 * into the protocol's.
 *
 * @example
 * const handlers = createWallet({ apiUrl, projectId, origin, chainId: 1, onSessionChanged })
 */
export function createWallet(parameters: CreateWalletParameters): FrameHandlers {
  const api = { apiUrl: parameters.apiUrl, projectId: parameters.projectId }
  // What the frame kept for no project in particular goes before this project's items are read.
  void removeUnscopedItems().catch(() => {})
  const state = createFrameState({ projectId: parameters.projectId, chainId: parameters.chainId })
  const onSessionChanged = parameters.onSessionChanged
  const context: WalletContext = {
    api,
    origin: parameters.origin,
    state,
    tokens: createSessionTokens({ api, state, onSessionChanged }),
    smartAccountNetworks: createSmartAccountNetworks(api),
    onSessionChanged,
  }
  return {
    ...emailLoginHandlers(context),
    ...socialLoginHandlers(context),
    ...farcasterLoginHandlers(context),
    ...passkeyHandlers(context),
    ...sessionHandlers(context),
    ...emailChangeHandlers(context),
    ...smartAccountHandlers(context),
    ...rpcHandlers(context),
    ...pageHandlers(context),
    ...keyExportHandlers(context),
  }
}

import type { AppMessenger, FrameUser } from '@latch/frame-protocol'
import type { Latch } from '../../types.js'
import { type FrameSession, getFrameUser, watchSessionEnd } from './frameSession.js'
import { handleProviderRequest, type ProviderRequest } from './handleProviderRequest.js'
import { mountFrame } from './mountFrame.js'
import { setFrameAccountType } from './setFrameAccountType.js'
import { signOutFrame } from './signOutFrame.js'
import { syncFrameData } from './syncFrameData.js'

export type FrameClient = {
  /** The frame's origin (where its social login callback page lives). */
  origin: string
  request: AppMessenger['request']
  /**
   * The auth connectors' requests: accounts and chain from the frame, signatures through its approval. A
   * Solana request names its network (`caipNetworkId`), where the frame sends what it signs.
   */
  providerRequest(args: ProviderRequest): Promise<unknown>
  /** Shows the frame where the modal's current view puts it (ApproveTransaction, the recovery password). */
  setVisible(visible: boolean): void
  /** Rejects pending approvals with 'Request was aborted'; reads go on. */
  abortRpcRequests(): void
  /** The logged-in user, once known. */
  getUser(): Promise<FrameUser>
  /** Signs out in the frame and forgets the login here. */
  signOut(): Promise<void>
  /**
   * Makes the smart account or the plain key the account the wallet acts as (SET_PREFERRED_ACCOUNT), and tells
   * the connection its new address. A failed change falls back to the eoa.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<FrameUser>
}

/**
 * Creates the embedded wallet's hidden iframe in the modal's host element, waits for its READY, and speaks
 * the frame protocol with it: the dApp's data and theme, the login's user, and the auth connectors' requests.
 */
export async function createFrameClient(latch: Latch): Promise<FrameClient> {
  const { iframe, messenger, origin, chainId } = await mountFrame(latch)
  const session: FrameSession = { latch, messenger, chainId, user: undefined, userRequest: undefined }
  watchSessionEnd(session)
  syncFrameData(latch, messenger)
  return {
    origin,
    request: messenger.request,
    getUser: () => getFrameUser(session),
    signOut: () => signOutFrame(session),
    setPreferredAccountType: (type) => setFrameAccountType(session, type),
    abortRpcRequests: () => messenger.abortRpcRequests(),
    setVisible(visible) {
      iframe.style.display = visible ? 'block' : 'none'
    },
    providerRequest: (args) => handleProviderRequest(session, args),
  }
}

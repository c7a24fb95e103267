import type { AppMessenger, FrameUser } from '@latch/frame-protocol'
import type { Latch } from '../../types.js'
import { clearEmbeddedWallet } from '../clearEmbeddedWallet.js'
import { getDefaultAccountType } from '../getDefaultAccountType.js'

/**
 * What the widget knows of the frame's wallet, shared by the frame client's parts: the chain it acts on and
 * the logged-in user, read once and kept until the login ends or the account may have changed.
 */
export type FrameSession = {
  latch: Latch
  messenger: AppMessenger
  chainId: number | string
  user: FrameUser | undefined
  /** The GET_USER in flight, so concurrent readers share one request. */
  userRequest: Promise<FrameUser> | undefined
}

/** Tells the auth connectors' listeners (`accountsChanged`, `chainChanged`) what changed in the frame. */
export function emitAuthEvent(latch: Latch, event: string, ...args: unknown[]): void {
  for (const listener of latch.internal.authListeners.get(event) ?? [])
    (listener as (...values: unknown[]) => void)(...args)
}

/** Forgets the user here and the embedded-wallet login in state (a sign-out, or the frame's session ended). */
export function forgetFrameUser(session: FrameSession): void {
  session.user = undefined
  session.userRequest = undefined
  clearEmbeddedWallet(session.latch)
}

/**
 * The logged-in user (GET_USER), asked once: the login's details go to state, and the networks where the
 * wallet is a smart account are read after it. A failed request is asked again next time.
 */
export function getFrameUser(session: FrameSession): Promise<FrameUser> {
  if (session.user) return Promise.resolve(session.user)
  const { latch, messenger } = session
  // The site's default account kind, which the wallet takes until the visitor chooses one on this device.
  const preferred = getDefaultAccountType(latch, 'eip155')
  const preferredAccountType = (['eoa', 'smartAccount'] as const).find((type) => type === preferred)
  const payload = preferredAccountType ? { preferredAccountType } : undefined
  session.userRequest ??= messenger.request('GET_USER', payload).then(
    (found) => {
      session.user = found
      session.chainId = found.chainId
      latch.store.setState((s) => ({
        embeddedWallet: {
          ...s.embeddedWallet,
          loginUsed: true,
          email: found.email ?? s.embeddedWallet.email,
          userName: found.userName ?? s.embeddedWallet.userName,
          socialProvider: found.socialProvider ?? s.embeddedWallet.socialProvider,
          chainId: found.chainId,
        },
      }))
      readSmartAccountNetworks(session)
      return found
    },
    (error: unknown) => {
      session.userRequest = undefined
      throw error
    },
  )
  return session.userRequest
}

/**
 * Reads the user again (after a network switch or a new preferred account type): the account the wallet acts
 * as can change with either, and the connection follows it.
 */
export async function refreshFrameUser(session: FrameSession): Promise<FrameUser> {
  const before = session.user?.address
  session.user = undefined
  session.userRequest = undefined
  const next = await getFrameUser(session)
  if (before && next.address.toLowerCase() !== before.toLowerCase())
    emitAuthEvent(session.latch, 'accountsChanged', [next.address])
  return next
}

/** The networks where the frame's wallet is a smart account; a failed fetch stores an empty list. */
function readSmartAccountNetworks({ latch, messenger }: FrameSession): void {
  messenger
    .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
    .then(
      ({ smartAccountEnabledNetworks }) => smartAccountEnabledNetworks,
      () => [],
    )
    .then((smartAccountEnabledNetworks) =>
      latch.store.setState((s) => ({
        embeddedWallet: { ...s.embeddedWallet, smartAccountEnabledNetworks },
      })),
    )
}

/** Whether the frame has a login, asked only when no user is known; a missing one is forgotten here too. */
export async function isFrameConnected(session: FrameSession): Promise<boolean> {
  if (session.user) return true
  const { isConnected } = await session.messenger.request('IS_CONNECTED', undefined)
  if (!isConnected) forgetFrameUser(session)
  return isConnected
}

/** When the frame reports its login ended, forgets it here, and tells the connection if a user was known. */
export function watchSessionEnd(session: FrameSession): void {
  session.messenger.on('SESSION_CHANGED', ({ isConnected }) => {
    if (isConnected) return
    const had = session.user
    forgetFrameUser(session)
    if (had) emitAuthEvent(session.latch, 'accountsChanged', [])
  })
}

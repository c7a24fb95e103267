import type { authShareRoute } from '@latch/api'
import { FrameError, UserRejectedError } from '@latch/frame-protocol'
import type { Address } from 'viem'
import { callApi } from '../api/callApi.js'
import { type ApprovalRequest, showApproval } from '../approvalView.js'
import { openApprovalWindow } from '../approvalWindow.js'
import { fromBase64, withSecret } from '../custody.js'
import type { RequestDescription } from '../describeRequest.js'
import { loadDeviceShare } from '../storage.js'
import { showIdle } from '../ui.js'
import { NOT_LOGGED_IN } from './sessionTokens.js'
import type { WalletContext } from './walletContext.js'

// The key exists only in the moment of one use: combined from this device's share and the server's auth share
// (released only to the session), used, and wiped. Everything that signs goes through here.

/** The wallet's address and this device's share of its key, once logged in and the key unlocked here. */
export async function readyKey(context: WalletContext): Promise<{ address: Address; share: Uint8Array }> {
  const { state } = context
  await state.loaded
  const recovery = state.recovery()
  if (recovery) await recovery.done
  const session = state.session()
  const address = session?.address as Address | undefined | null
  if (!session || !address) throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
  const share = await loadDeviceShare(address)
  if (!share)
    throw new FrameError('This device holds no key share: log in again with your recovery password', {
      code: 4100,
    })
  return { address, share }
}

/** Combines the key's bytes from the device share and the server's auth share for this one use. */
export async function withDeviceSecret<T>(
  context: WalletContext,
  share: Uint8Array,
  use: (secret: Uint8Array) => Promise<T>,
): Promise<T> {
  const { authShare } = await callApi<typeof authShareRoute>(context.api, 'GET /v1/embedded/shares/auth', {
    token: await context.tokens.accessToken(),
  })
  return withSecret([share, fromBase64(authShare)], use)
}

/**
 * Asks the visitor with `description` (in the frame, or in the approval window), then combines the key's bytes
 * for this one use. A newer request withdraws this one; a rejection is EIP-1193's 4001.
 */
export async function withApprovedSecret<T>(
  context: WalletContext,
  description: RequestDescription,
  use: (secret: Uint8Array) => Promise<T>,
  fee?: ApprovalRequest['fee'],
): Promise<T> {
  const { state } = context
  const { share } = await readyKey(context)
  const request = { description, origin: context.origin, appName: state.appName(), fee }
  const shown = state.replaceApproval(() =>
    showApproval({ ...request, inWindow: () => openApprovalWindow(request) }),
  )
  const approved = await shown.decision
  state.approvalAnswered(shown)
  if (!approved) {
    showIdle()
    throw new UserRejectedError()
  }
  try {
    return await withDeviceSecret(context, share, use)
  } finally {
    showIdle()
  }
}

/** How one namespace's key comes out of the wallet's secret: its address, and the key lent for one use. */
export type NamespaceSigner<Key> = {
  addressOf(secret: Uint8Array): string
  /** Runs `use` with the key derived from `secret`; whatever the key holds is wiped once `use` settles. */
  use<T>(secret: Uint8Array, use: (key: Key) => T | Promise<T>): Promise<T>
}

/** Asks the visitor with `description`, then lends `signer`'s key for this one use. */
export function withApprovedKey<Key, T>(
  context: WalletContext,
  signer: NamespaceSigner<Key>,
  description: RequestDescription,
  use: (key: Key) => T | Promise<T>,
  fee?: ApprovalRequest['fee'],
): Promise<T> {
  return withApprovedSecret(context, description, (secret) => signer.use(secret, use), fee)
}

'use client'
import {
  closeModal,
  connectEmbeddedWallet,
  connectPasskey,
  goBack,
  type Latch,
  managePasskeys,
} from '@latch/core'
import { backToConnect, FrameSlot, useFrameStep } from './EmbeddedFrameView.js'

/**
 * ConnectingPasskey: the frame shows its "Continue with a passkey" screen (the browser's prompt needs the click
 * inside the frame's own page), then, on a new device without a passkey that unseals the wallet, the recovery
 * password. The wallet connects at the end; a failure goes back to Connect with its reason.
 */
export function ConnectingPasskeyView({ latch }: { latch: Latch }) {
  useFrameStep(
    latch,
    (latch) =>
      connectPasskey(latch).then(({ recovery }) => (recovery ? connectEmbeddedWallet(latch) : undefined)),
    { onDone: closeModal, onFailure: backToConnect },
  )
  return <FrameSlot latch={latch} testId="view-ConnectingPasskey" />
}

/** EmbeddedWalletPasskeys: the account's passkeys on the frame's own screen (add, remove); Done goes back. */
export function EmbeddedWalletPasskeysView({ latch }: { latch: Latch }) {
  useFrameStep(latch, managePasskeys, { onDone: goBack, onFailure: goBack })
  return <FrameSlot latch={latch} testId="view-EmbeddedWalletPasskeys" />
}

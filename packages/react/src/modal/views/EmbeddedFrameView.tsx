'use client'
import {
  closeModal,
  connectEmbeddedWallet,
  exportEmbeddedWalletKey,
  goBack,
  type Latch,
  showAlert,
  showEmbeddedWallet,
} from '@latch/core'
import { useEffect } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'

/**
 * Where the embedded wallet's frame shows inside the modal: its iframe (a child of the modal's host element)
 * is slotted here, so it renders in the dialog without being moved (moving it would reload it).
 */
export function FrameSlot({ latch, testId }: { latch: Latch; testId: string }) {
  useEffect(() => {
    void showEmbeddedWallet(latch, { visible: true }).catch(() => {})
    return () => void showEmbeddedWallet(latch, { visible: false }).catch(() => {})
  }, [latch])
  return (
    <div className="body frame-slot" data-testid={testId}>
      <slot name="latch-frame" />
    </div>
  )
}

/**
 * ApproveTransaction: the frame renders the request (message, typed data, transaction with value and fee) with
 * Approve and Reject on its own origin. The modal leaves this view only with the visitor's answer.
 */
export function ApproveTransactionView({ latch }: { latch: Latch }) {
  return <FrameSlot latch={latch} testId="view-ApproveTransaction" />
}

/**
 * Runs a step of the frame's own screen while the view shows: its end calls `onDone`; a failure is shown as an
 * alert with its reason, then `onFailure`. A view that is left first ignores the outcome.
 */
export function useFrameStep(
  latch: Latch,
  step: (latch: Latch) => Promise<unknown>,
  { onDone, onFailure }: { onDone: (latch: Latch) => unknown; onFailure: (latch: Latch) => unknown },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one step per mounted view, whatever the callbacks.
  useEffect(() => {
    let alive = true
    step(latch)
      .then(() => alive && onDone(latch))
      .catch((cause: { shortMessage?: string; message?: string }) => {
        if (!alive) return
        showAlert(latch, {
          variant: 'error',
          title: cause.shortMessage ?? cause.message ?? 'An error occurred',
        })
        onFailure(latch)
      })
    return () => {
      alive = false
    }
  }, [latch])
}

/** After a failed login step: Connect again, with nothing to go back to. */
export const backToConnect = (latch: Latch) =>
  latch.store.setState({ router: { view: 'Connect', history: [] } })

/**
 * EmbeddedWalletRecovery: the frame asks for the recovery password (a new wallet, or a new device); the
 * wallet connects once the frame has the key's shares.
 */
export function EmbeddedWalletRecoveryView({ latch }: { latch: Latch }) {
  useFrameStep(latch, connectEmbeddedWallet, { onDone: closeModal, onFailure: backToConnect })
  return <FrameSlot latch={latch} testId="view-EmbeddedWalletRecovery" />
}

/**
 * EmbeddedKeyExport: the frame shows its key export screen (the warning, a fresh e-mail code, the keys and the
 * recovery kit), all on its own origin; the modal only makes room for it. Leaving the view closes that screen,
 * which wipes the keys; closing it in the frame returns to Account.
 */
export function EmbeddedKeyExportView({ latch }: { latch: Latch }) {
  // A closed modal keeps its view mounted: the frame's screen, with its keys, must not stay open behind it.
  const open = useLatchSelector((state) => state.modal.open || state.modal.embedded)
  useEffect(() => {
    if (!open) return
    const leaving = new AbortController()
    exportEmbeddedWalletKey(latch, { signal: leaving.signal })
      .then(() => !leaving.signal.aborted && goBack(latch))
      .catch((cause: { shortMessage?: string; message?: string }) => {
        if (leaving.signal.aborted) return
        showAlert(latch, {
          variant: 'error',
          title: cause.shortMessage ?? cause.message ?? 'An error occurred',
        })
        goBack(latch)
      })
    return () => leaving.abort()
  }, [latch, open])
  return <FrameSlot latch={latch} testId="view-EmbeddedKeyExport" />
}

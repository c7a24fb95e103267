'use client'
import { closeModal, connectEmbeddedWallet, type Latch, showAlert, showEmbeddedWallet } from '@latch/core'
import { useEffect } from 'react'

/**
 * Where the embedded wallet's frame shows inside the modal: its iframe (a child of the modal's host element)
 * is slotted here, so it renders in the dialog without being moved (moving it would reload it).
 */
function FrameSlot({ latch, testId }: { latch: Latch; testId: string }) {
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
 * EmbeddedWalletRecovery: the frame asks for the recovery password (a new wallet, or a new device); the
 * wallet connects once the frame has the key's shares.
 */
export function EmbeddedWalletRecoveryView({ latch }: { latch: Latch }) {
  useEffect(() => {
    let alive = true
    connectEmbeddedWallet(latch)
      .then(() => alive && closeModal(latch))
      .catch((cause: { shortMessage?: string; message?: string }) => {
        if (!alive) return
        showAlert(latch, {
          variant: 'error',
          title: cause.shortMessage ?? cause.message ?? 'An error occurred',
        })
        latch.store.setState({ router: { view: 'Connect', history: [] } })
      })
    return () => {
      alive = false
    }
  }, [latch])
  return <FrameSlot latch={latch} testId="view-EmbeddedWalletRecovery" />
}

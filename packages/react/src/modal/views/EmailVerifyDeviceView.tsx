'use client'
import { type Latch, replaceView, waitForEmailDevice } from '@latch/core'
import { useEffect } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'

/**
 * EmailVerifyDevice: a known wallet on a new device. The visitor opens the approval link mailed to them; the
 * view waits (asking again after each 30 s wait) and then moves on to the code.
 */
export function EmailVerifyDeviceView({ latch }: { latch: Latch }) {
  const t = useT()
  const email = useLatchSelector((state) => state.router.data?.email) ?? ''

  useEffect(() => {
    let alive = true
    const wait = (): void => {
      waitForEmailDevice(latch)
        .then(() => {
          if (alive) replaceView(latch, { view: 'EmailVerifyOtp', data: { email } })
        })
        .catch(() => {
          if (alive) setTimeout(wait, 500)
        })
    }
    wait()
    return () => {
      alive = false
    }
  }, [latch, email])

  return (
    <div className="body otp" data-testid="view-EmailVerifyDevice">
      <p>
        <strong>{t('approveDevice', { email })}</strong>
      </p>
      <p className="muted">{t('approveDeviceText')}</p>
      <span className="spinner" role="status" aria-label={t('waitingApproval')} />
    </div>
  )
}

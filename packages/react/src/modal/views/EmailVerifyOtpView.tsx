'use client'
import { closeModal, connectEmail, type Latch, replaceView, verifyEmailOtp } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'
import { OtpCodeForm } from './OtpCodeForm.js'

/** EmailVerifyOtp: the six-digit code mailed to the visitor, with loading, resend and error states. */
export function EmailVerifyOtpView({ latch }: { latch: Latch }) {
  const t = useT()
  const email = useLatchSelector((state) => state.router.data?.email) ?? ''
  return (
    <OtpCodeForm
      latch={latch}
      viewId="EmailVerifyOtp"
      prompt={t('enterCode', { email })}
      onCode={(otp) =>
        verifyEmailOtp(latch, { otp }).then(({ recovery }) => {
          if (recovery) replaceView(latch, { view: 'EmbeddedWalletRecovery', data: { email } })
          else closeModal(latch)
        })
      }
      onResend={() => connectEmail(latch, { email })}
    />
  )
}

'use client'
import { goBack, type Latch, replaceView, showAlert, updateEmail, verifyUpdateEmailOtp } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'
import { OtpCodeForm } from './OtpCodeForm.js'

/** The new address of the change under way, carried by the route from UpdateEmailWallet. */
const useNewEmail = () => useLatchSelector((state) => state.router.data?.email) ?? ''

/**
 * UpdateEmailPrimaryOtp: the code mailed to the current address, which proves the change is the owner's. A
 * resend starts the change again, so both addresses get a new code.
 */
export function UpdateEmailPrimaryOtpView({ latch }: { latch: Latch }) {
  const t = useT()
  const current = useLatchSelector((state) => state.embeddedWallet.email) ?? ''
  const email = useNewEmail()
  return (
    <OtpCodeForm
      latch={latch}
      viewId="UpdateEmailPrimaryOtp"
      prompt={t('enterCode', { email: current })}
      onCode={(otp) =>
        verifyUpdateEmailOtp(latch, { step: 'primary', otp }).then(() =>
          replaceView(latch, { view: 'UpdateEmailSecondaryOtp', data: { email } }),
        )
      }
      onResend={() => updateEmail(latch, { email })}
    />
  )
}

/**
 * UpdateEmailSecondaryOtp: the code mailed to the new address; once it is right the wallet's address is the new
 * one and Account shows it. A resend starts the change again, which asks for the current address's code first.
 */
export function UpdateEmailSecondaryOtpView({ latch }: { latch: Latch }) {
  const t = useT()
  const email = useNewEmail()
  return (
    <OtpCodeForm
      latch={latch}
      viewId="UpdateEmailSecondaryOtp"
      prompt={t('enterCode', { email })}
      onCode={(otp) =>
        verifyUpdateEmailOtp(latch, { step: 'secondary', otp }).then(() => {
          showAlert(latch, { variant: 'success', title: t('emailUpdated') })
          if (!goBack(latch)) replaceView(latch, { view: 'Account' })
        })
      }
      onResend={() =>
        updateEmail(latch, { email }).then(() =>
          replaceView(latch, { view: 'UpdateEmailPrimaryOtp', data: { email } }),
        )
      }
    />
  )
}

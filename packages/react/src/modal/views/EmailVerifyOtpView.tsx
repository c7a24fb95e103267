'use client'
import { closeModal, connectEmail, type Latch, replaceView, showAlert, verifyEmailOtp } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useShownText, useT } from '../ModalContext.js'

const RESEND_WAIT_S = 30

/** EmailVerifyOtp: the six-digit code mailed to the visitor, with loading, resend and error states. */
export function EmailVerifyOtpView({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const email = useLatchSelector((state) => state.router.data?.email) ?? ''
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string>()
  const [loading, setLoading] = useState(false)
  const [wait, setWait] = useState(RESEND_WAIT_S)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  function submit(code: string) {
    setLoading(true)
    setError(undefined)
    verifyEmailOtp(latch, { otp: code })
      .then(({ recovery }) => {
        if (recovery) replaceView(latch, { view: 'EmbeddedWalletRecovery', data: { email } })
        else closeModal(latch)
      })
      .catch((cause: { shortMessage?: string; message?: string }) => {
        setError(cause.shortMessage ?? cause.message ?? 'An error occurred')
        setOtp('')
        setLoading(false)
      })
  }

  function resend() {
    setError(undefined)
    setWait(RESEND_WAIT_S)
    connectEmail(latch, { email })
      .then(() => showAlert(latch, { variant: 'success', title: t('codeResent') }))
      .catch((cause: { shortMessage?: string; message?: string }) => {
        setError(cause.shortMessage ?? cause.message ?? 'An error occurred')
      })
  }

  return (
    <div className="body otp" data-testid="view-EmailVerifyOtp">
      <p>{t('enterCode', { email })}</p>
      <input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-label={t('code')}
        aria-invalid={error ? true : undefined}
        data-testid="otp-input"
        value={otp}
        disabled={loading}
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing this view asks for.
        autoFocus
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setOtp(digits)
          if (digits.length === 6) submit(digits)
        }}
      />
      {loading ? (
        <span className="spinner" role="status" aria-label={t('connecting')} data-testid="otp-loading" />
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="otp-error">
          {tr(error)}
        </p>
      ) : (
        <p className="muted">{t('codeExpires')}</p>
      )}
      <button
        type="button"
        className="btn"
        data-testid="otp-resend"
        disabled={wait > 0 || loading}
        onClick={resend}
      >
        {wait > 0 ? t('resendIn', { seconds: String(wait) }) : t('resendCode')}
      </button>
    </div>
  )
}

'use client'
import { type Latch, showAlert } from '@latch/core'
import { useEffect, useState } from 'react'
import { useShownText, useT } from '../ModalContext.js'

/** The e-mail login's wait before a code can be mailed again, as the server's limit per address. */
const RESEND_WAIT_S = 30

type Failure = { shortMessage?: string; message?: string }
const failureText = (cause: Failure) => cause.shortMessage ?? cause.message ?? 'An error occurred'

/**
 * A six-digit mailed code: sent as soon as it is complete, with its loading, error and resend states. A
 * failed code clears the field and shows the frame's text; a resend is offered after the same wait as the
 * server's, and a resent code says so.
 */
export function OtpCodeForm(props: {
  latch: Latch
  viewId: string
  prompt: string
  /** Checks the code; settles once the view moves on, or rejects with the text to show. */
  onCode(code: string): Promise<unknown>
  /** Mails the code again. */
  onResend(): Promise<unknown>
}) {
  const t = useT()
  const tr = useShownText()
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
    props.onCode(code).catch((cause: Failure) => {
      setError(failureText(cause))
      setOtp('')
      setLoading(false)
    })
  }

  function resend() {
    setError(undefined)
    setWait(RESEND_WAIT_S)
    props
      .onResend()
      .then(() => showAlert(props.latch, { variant: 'success', title: t('codeResent') }))
      .catch((cause: Failure) => setError(failureText(cause)))
  }

  return (
    <div className="body otp" data-testid={`view-${props.viewId}`}>
      <p>{props.prompt}</p>
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

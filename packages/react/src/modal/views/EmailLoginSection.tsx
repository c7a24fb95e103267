'use client'
import {
  closeModal,
  connectEmail,
  type Latch,
  navigate,
  preloadEmbeddedWallet,
  trackEvent,
} from '@latch/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useShown, useShownText, useT } from '../ModalContext.js'

/** What the e-mail login accepts as an address; a change of address checks the new one the same way. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The Connect view's e-mail login (feature `email`): a field for the address, then the code view or the new
 * device view. Its own section, so the Connect view can order it among socials and wallets. Showing it in the
 * open modal starts loading the embedded wallet's frame, so the frame is ready by the time an address is typed.
 */
export function EmailLoginSection({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [loading, setLoading] = useState(false)
  const selected = useRef(false)

  // The modal is mounted closed at idle, before any click: the frame starts loading once the open modal has
  // been painted, not in the click's task and not later, so it is ready by the time an address is typed. A
  // press on the connect button has usually started it already (prepareConnect); this joins that load.
  const shown = useShown()
  useEffect(() => {
    if (shown) preloadEmbeddedWallet(latch)
  }, [latch, shown])

  function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return setError(t('emailInvalid'))
    setError(undefined)
    setLoading(true)
    connectEmail(latch, { email: address })
      .then(({ action }) => {
        if (action === 'VERIFY_OTP') navigate(latch, { view: 'EmailVerifyOtp', data: { email: address } })
        else if (action === 'VERIFY_DEVICE')
          navigate(latch, { view: 'EmailVerifyDevice', data: { email: address } })
        else closeModal(latch)
      })
      .catch((cause: { shortMessage?: string; message?: string }) => {
        setError(cause.shortMessage ?? cause.message ?? 'An error occurred')
        setLoading(false)
      })
  }

  return (
    <form className="email" data-testid="email-login" onSubmit={submit} noValidate>
      <div className="email-field">
        <input
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('email')}
          aria-label={t('email')}
          aria-invalid={error ? true : undefined}
          data-testid="email-input"
          value={email}
          disabled={loading}
          onFocus={() => {
            if (selected.current) return
            selected.current = true
            trackEvent(latch, { event: 'EMAIL_LOGIN_SELECTED' })
          }}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn primary" data-testid="email-submit" disabled={loading || !email}>
          {loading ? (
            <span className="spinner" role="status" aria-label={t('connecting')} />
          ) : (
            t('emailContinue')
          )}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert" data-testid="email-error">
          {tr(error)}
        </p>
      ) : null}
    </form>
  )
}

'use client'
import { goBack, type Latch, replaceView, updateEmail } from '@latch/core'
import { type FormEvent, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useShownText, useT } from '../ModalContext.js'
import { EMAIL } from './EmailLoginSection.js'

/**
 * UpdateEmailWallet: the embedded wallet's new e-mail address, checked as the e-mail login checks one. Saving
 * mails a code to the current address and one to the new address; the code views follow, the current one's
 * first. The field starts with the current address, and Save waits until it says something else.
 */
export function UpdateEmailWalletView({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const current = useLatchSelector((state) => state.embeddedWallet.email) ?? ''
  const [email, setEmail] = useState(current)
  const [error, setError] = useState<string>()
  const [loading, setLoading] = useState(false)
  const unchanged = email.trim().toLowerCase() === current.toLowerCase()

  function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return setError(t('emailInvalid'))
    if (unchanged) return
    setError(undefined)
    setLoading(true)
    updateEmail(latch, { email: address })
      .then(({ action }) => {
        // The code views replace this one: Back from a code goes to Account, and a new address starts over.
        const view = action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp'
        replaceView(latch, { view, data: { email: address.toLowerCase() } })
      })
      .catch((cause: { shortMessage?: string; message?: string }) => {
        setError(cause.shortMessage ?? cause.message ?? 'An error occurred')
        setLoading(false)
      })
  }

  return (
    <form className="body email" data-testid="view-UpdateEmailWallet" onSubmit={submit} noValidate>
      <input
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('email')}
        aria-label={t('email')}
        aria-invalid={error ? true : undefined}
        data-testid="update-email-input"
        value={email}
        disabled={loading}
        // biome-ignore lint/a11y/noAutofocus: the new address is the only thing this view asks for.
        autoFocus
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      {error ? (
        <p className="field-error" role="alert" data-testid="update-email-error">
          {tr(error)}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn wide"
          data-testid="update-email-cancel"
          disabled={loading}
          onClick={() => {
            if (!goBack(latch)) replaceView(latch, { view: 'Account' })
          }}
        >
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="btn primary wide"
          data-testid="update-email-submit"
          disabled={loading || !email.trim() || unchanged}
        >
          {loading ? <span className="spinner" role="status" aria-label={t('connecting')} /> : t('save')}
        </button>
      </div>
    </form>
  )
}

'use client'
import {
  DEBOUNCE_MS,
  fetchNameSuggestions,
  type Latch,
  type NameSuggestion,
  registerAccountName,
  showAlert,
  validateAccountName,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'

type Availability =
  | { state: 'idle' }
  | { state: 'checking'; label: string }
  | { state: 'checked'; label: string; taken: boolean; others: NameSuggestion[] }

/**
 * RegisterAccountName: the visitor types a name; the account-name rule is checked as they type, and after a
 * pause the name service says whether the name is free and suggests free ones. Registering is
 * `registerAccountName`'s flow: sign the name's message, then the name service stores it.
 */
export function RegisterAccountNameView({ latch }: { latch: Latch }) {
  const t = useT()
  const loading = useLatchSelector((state) => state.modal.loading)
  const [value, setValue] = useState('')
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' })
  // The name service's suffix for new names (its operator's domain), as its last answer showed it.
  const [suffix, setSuffix] = useState('')
  const label = value.trim().toLowerCase()
  const invalid = label ? validateAccountName(label)?.reason : undefined
  const suggestionsError = t('errorFetchingSuggestions')

  useEffect(() => {
    if (!label || invalid) {
      setAvailability({ state: 'idle' })
      return
    }
    setAvailability({ state: 'checking', label })
    let current = true
    const timer = setTimeout(() => {
      fetchNameSuggestions(latch, { name: label })
        .then(([wanted, ...others]) => {
          if (!current) return
          if (wanted?.name.startsWith(`${label}.`)) setSuffix(wanted.name.slice(label.length))
          setAvailability({
            state: 'checked',
            label,
            taken: wanted?.registered ?? false,
            others: others.filter((s) => !s.registered).slice(0, 4),
          })
        })
        .catch(() => {
          if (!current) return
          setAvailability({ state: 'idle' })
          showAlert(latch, { variant: 'error', title: suggestionsError })
        })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [latch, label, invalid, suggestionsError])

  const fullName = `${label}${suffix}`
  const checked = availability.state === 'checked' && availability.label === label ? availability : undefined
  const canSubmit = Boolean(label) && !invalid && checked !== undefined && !checked.taken && !loading

  let message = ''
  let tone = ''
  if (invalid) {
    message = t(invalid === 'tooShort' ? 'nameTooShort' : 'nameInvalidCharacters')
    tone = 'error'
  } else if (checked?.taken) {
    message = t('nameTaken', { name: fullName })
    tone = 'error'
  } else if (checked) {
    message = t('nameAvailable', { name: fullName })
    tone = 'ok'
  } else if (availability.state === 'checking') message = t('nameChecking')

  return (
    <div className="body" data-testid="view-RegisterAccountName">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!canSubmit) return
          registerAccountName(latch, { name: suffix ? fullName : label }).catch(() => {
            // registerAccountName has already returned here and shown the reason.
          })
        }}
      >
        <label className={`name-field${tone === 'error' ? ' invalid' : ''}`}>
          <span className="sr-only">{t('accountName')}</span>
          <input
            data-testid="register-name-input"
            value={value}
            autoComplete="off"
            spellCheck={false}
            maxLength={63}
            aria-invalid={tone === 'error'}
            aria-describedby="latch-name-message"
            onChange={(event) => setValue(event.target.value)}
          />
          {suffix ? <span className="suffix">{suffix}</span> : null}
        </label>
        <p
          id="latch-name-message"
          className={`field-msg${tone ? ` ${tone}` : ''}`}
          data-testid="register-name-message"
          data-state={tone || availability.state}
          aria-live="polite"
        >
          {message}
        </p>
        {checked?.taken && checked.others.length > 0 ? (
          <fieldset className="chips" aria-label={t('nameSuggestions')}>
            {checked.others.map((suggestion) => (
              <button
                type="button"
                key={suggestion.name}
                data-testid="register-name-suggestion"
                onClick={() => setValue(suggestion.name.slice(0, -suffix.length))}
              >
                {suggestion.name}
              </button>
            ))}
          </fieldset>
        ) : null}
        <button
          type="submit"
          className="btn primary block"
          data-testid="register-name-submit"
          disabled={!canSubmit}
        >
          {loading ? <span className="spinner" /> : null}
          {t('registerName')}
        </button>
      </form>
    </div>
  )
}

'use client'
import type { Latch } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { CheckIcon, Ring } from '../icons.js'
import { useT } from '../ModalContext.js'

/**
 * RegisterAccountNameSuccess: shown as soon as registration starts (the visitor signs in the wallet), and
 * confirming the name once it is registered. A failure returns to RegisterAccountName.
 */
export function RegisterAccountNameSuccessView({ latch }: { latch: Latch }) {
  const t = useT()
  const loading = useLatchSelector((state) => state.modal.loading)
  const name = useLatchSelector((state) => state.identity?.name)
  return (
    <div
      className="body"
      data-testid="view-RegisterAccountNameSuccess"
      data-state={loading ? 'registering' : 'done'}
    >
      <div className="center" aria-live="polite">
        {loading ? (
          <>
            <div className="loader">
              <Ring />
            </div>
            <p>{t('approveInWallet')}</p>
          </>
        ) : (
          <>
            <span className="wimg" aria-hidden="true">
              <CheckIcon />
            </span>
            <h3>{t('nameRegistered')}</h3>
            <p data-testid="register-success-name">{t('nameRegisteredText', { name: name ?? '' })}</p>
            <div className="actions">
              <button
                type="button"
                className="btn primary"
                data-testid="register-success-done"
                onClick={() => latch.store.setState({ router: { view: 'Account', history: [] } })}
              >
                {t('backToAccount')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}

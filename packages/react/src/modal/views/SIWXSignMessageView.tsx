'use client'
import { cancelSiwx, type Latch, requestSiwxSignIn } from '@latch/core'
import { useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'

/**
 * SIWXSignMessage: asks the visitor to sign in with the connected wallet. 'Authenticating...' shows while
 * the wallet and the configuration work; a decline keeps this view with 'Signature declined'.
 */
export function SIWXSignMessageView({ latch }: { latch: Latch }) {
  const t = useT()
  const address = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    return connection?.address
  })
  const [busy, setBusy] = useState<'sign' | 'cancel' | undefined>()
  const required = latch.config.siwx?.getRequired?.() ?? false
  const appName = latch.config.metadata?.name || t('thisApp')

  return (
    <div
      className="body"
      data-testid="view-SIWXSignMessage"
      data-state={busy === 'sign' ? 'signing' : 'idle'}
    >
      <div className="center" aria-live="polite">
        <h3>{t('siwxTitle', { name: appName })}</h3>
        <p>
          {t('siwxText')}
          {required ? ` ${t('siwxRequiredText')}` : ''}
        </p>
        <div className="actions">
          <button
            type="button"
            className="btn"
            data-testid="siwx-cancel"
            disabled={busy !== undefined}
            onClick={() => {
              setBusy('cancel')
              cancelSiwx(latch).finally(() => setBusy(undefined))
            }}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn primary"
            data-testid="siwx-sign"
            disabled={busy !== undefined || !address}
            onClick={() => {
              setBusy('sign')
              requestSiwxSignIn(latch)
                .catch(() => {
                  // requestSiwxSignIn has shown why and kept this view open.
                })
                .finally(() => setBusy(undefined))
            }}
          >
            {busy === 'sign' ? <span className="spinner" /> : null}
            {busy === 'sign' ? t('authenticating') : t('sign')}
          </button>
        </div>
      </div>
    </div>
  )
}

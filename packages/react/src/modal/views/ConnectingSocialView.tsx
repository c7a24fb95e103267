'use client'
import type { Latch } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'
import { type SocialProviderName, socialProviderNames } from './socialLogin.js'

/** ConnectingSocial: the provider's window is open; the login goes on there. */
export function ConnectingSocialView(_: { latch: Latch }) {
  const t = useT()
  const provider = useLatchSelector((state) => state.router.data?.socialProvider) as
    | SocialProviderName
    | undefined
  const name = provider ? socialProviderNames[provider] : ''
  return (
    <div className="body connecting-social" data-testid="view-ConnectingSocial">
      <span className="spinner" role="status" aria-label={t('connecting')} />
      <p>{t('logInWith', { provider: name })}</p>
      <p className="muted">{t('connectInProviderWindow')}</p>
    </div>
  )
}

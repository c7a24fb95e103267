import {
  closeModal,
  connectFarcaster,
  connectSocial,
  type GetSocialProvidersReturnType,
  type Latch,
  navigate,
  replaceView,
  showAlert,
} from '@latch/core'
import type { Strings } from './../i18n/en.js'

export type SocialProviderName = GetSocialProvidersReturnType[number]

/** How each provider is named on its button and in the Account view. */
export const socialProviderNames: Record<SocialProviderName, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * A social button's click: opens the provider's window (in the click, or the browser blocks it), shows
 * ConnectingSocial, then the recovery password, the connected wallet, or back on Connect the socials timeout
 * alert (window blocked, closed or unfinished) or the refusal's text.
 */
export function startSocialLogin(
  latch: Latch,
  provider: SocialProviderName,
  t: (key: keyof Strings, values?: Record<string, string>) => string,
): void {
  // Farcaster has no provider window: ConnectingFarcaster shows the relay channel's QR code and deep link.
  const view = provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial'
  const stillWaiting = () => latch.store.getState().router.view === view
  const pending =
    provider === 'farcaster'
      ? connectFarcaster(latch, {
          onUrl: (farcasterUrl) => {
            if (stillWaiting()) replaceView(latch, { view, data: { socialProvider: provider, farcasterUrl } })
          },
        })
      : connectSocial(latch, { provider })
  navigate(latch, { view, data: { socialProvider: provider } })
  pending
    .then(({ recovery }) => {
      if (!stillWaiting()) return
      if (recovery) replaceView(latch, { view: 'EmbeddedWalletRecovery' })
      else closeModal(latch)
    })
    .catch((cause: { name?: string; shortMessage?: string; message?: string }) => {
      if (cause.name === 'SocialLoginTimeoutError')
        showAlert(latch, { variant: 'error', title: t('socialsTimeout'), message: t('socialsTimeoutText') })
      else
        showAlert(latch, {
          variant: 'error',
          title: cause.shortMessage ?? cause.message ?? 'An error occurred',
        })
      if (stillWaiting()) latch.store.setState({ router: { view: 'Connect', history: [] } })
    })
}

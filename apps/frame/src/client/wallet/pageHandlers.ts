import type { FrameHandlers } from '@latch/frame-protocol'
import { applyLocale } from '../i18n/frameTexts.js'
import type { WalletContext } from './walletContext.js'

/**
 * What the page tells the frame about itself: its theme, its name (shown with each approval), its locale (the
 * screens' and the login e-mails' language), a reload.
 */
export function pageHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'SYNC_THEME' | 'SYNC_DAPP_DATA' | 'RELOAD'> {
  return {
    async SYNC_THEME({ themeMode, themeVariables }) {
      if (themeMode) document.documentElement.dataset.theme = themeMode
      const accent = themeVariables?.['--latch-accent']
      // Only a plain colour reaches the frame's CSS.
      if (typeof accent === 'string' && /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(accent))
        document.documentElement.style.setProperty('--accent', accent)
      return {}
    },
    async SYNC_DAPP_DATA({ metadata, locale }) {
      context.state.setAppName(metadata?.name)
      await applyLocale(locale)
      return {}
    },
    async RELOAD() {
      setTimeout(() => location.reload(), 0)
      return {}
    },
  }
}

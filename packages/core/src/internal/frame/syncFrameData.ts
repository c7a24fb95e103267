import { type AppMessenger, LocaleSchema } from '@latch/frame-protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import type { Latch } from '../../types.js'
import { resolveThemeMode } from '../../utils/resolveThemeMode.js'

/**
 * Tells the frame the dApp's data (project, SDK, metadata, locale) and the theme now and on every change. Both
 * are presentation only: a frame that misses one keeps its defaults and the next change sends the theme
 * again, so neither failure is worth interrupting the visitor for.
 */
export function syncFrameData(latch: Latch, messenger: AppMessenger): void {
  const { config } = latch
  const syncTheme = () => {
    const state = latch.store.getState()
    const { themeVariables } = state
    messenger
      .request('SYNC_THEME', {
        // The frame paints light or dark: under 'system' it gets the visitor's preference, and each change of it.
        themeMode: resolveThemeMode(state),
        themeVariables: themeVariables as Record<string, string | number>,
      })
      .catch(() => {})
  }
  // The modal's locale goes with the dApp's data, now and on each change: the frame's screens and the login
  // e-mails it asks for are then in the visitor's language.
  const syncDappData = () => {
    const { locale } = latch.store.getState()
    // A tag the frame would refuse (setLocale takes any string) leaves its screens in English.
    messenger
      .request('SYNC_DAPP_DATA', {
        projectId: config.projectId,
        sdkVersion: SDK_VERSION,
        sdkType: SDK_TYPE,
        ...(LocaleSchema.safeParse(locale).success ? { locale } : {}),
        ...(config.metadata ? { metadata: { ...config.metadata, icons: [...config.metadata.icons] } } : {}),
      })
      .catch(() => {})
  }
  syncDappData()
  syncTheme()
  latch.store.subscribe((next, previous) => {
    if (next.locale !== previous.locale) syncDappData()
    if (
      resolveThemeMode(next) !== resolveThemeMode(previous) ||
      next.themeVariables !== previous.themeVariables
    )
      syncTheme()
  })
}

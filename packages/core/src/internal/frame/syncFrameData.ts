import type { AppMessenger } from '@latch/frame-protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import type { Latch } from '../../types.js'

/**
 * Tells the frame the dApp's data (project, SDK, metadata) once and the theme now and on every change. Both
 * are presentation only: a frame that misses one keeps its defaults and the next change sends the theme
 * again, so neither failure is worth interrupting the visitor for.
 */
export function syncFrameData(latch: Latch, messenger: AppMessenger): void {
  const { config } = latch
  const syncTheme = () => {
    const { themeMode, themeVariables } = latch.store.getState()
    messenger
      .request('SYNC_THEME', {
        themeMode,
        themeVariables: themeVariables as Record<string, string | number>,
      })
      .catch(() => {})
  }
  messenger
    .request('SYNC_DAPP_DATA', {
      projectId: config.projectId,
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
      ...(config.metadata ? { metadata: { ...config.metadata, icons: [...config.metadata.icons] } } : {}),
    })
    .catch(() => {})
  syncTheme()
  latch.store.subscribe((next, previous) => {
    if (next.themeMode !== previous.themeMode || next.themeVariables !== previous.themeVariables) syncTheme()
  })
}

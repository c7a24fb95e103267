import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type ExportEmbeddedWalletKeyParameters = {
  /** Aborting closes the frame's export screen (the modal left it); its keys are wiped there. */
  signal?: AbortSignal | undefined
}

export type ExportEmbeddedWalletKeyReturnType = {
  /** Whether the visitor re-authenticated and the frame showed the keys. */
  exported: boolean
  /** The accounts whose keys were shown (their addresses only). */
  accounts: { namespace: string; address: string }[]
}

/**
 * Opens the embedded wallet's key export on the frame's own screen (shown by the EmbeddedKeyExport view): a
 * warning, a fresh e-mail code, then the keys and the recovery kit, all inside the frame. Settles when the visitor
 * closes that screen. The keys never reach the page: only whether they were shown, and for which accounts, which
 * is recorded as `EMBEDDED_KEY_EXPORTED`.
 *
 * @example
 * const { exported } = await exportEmbeddedWalletKey(latch)
 */
export async function exportEmbeddedWalletKey(
  latch: Latch,
  parameters: ExportEmbeddedWalletKeyParameters = {},
): Promise<ExportEmbeddedWalletKeyReturnType> {
  const client = await loadFrameClient(latch)
  const { signal } = parameters
  const close = () => void client.request('CLOSE_KEY_EXPORT', undefined).catch(() => {})
  if (signal?.aborted) return { exported: false, accounts: [] }
  signal?.addEventListener('abort', close, { once: true })
  try {
    const result = await client.request('EXPORT_KEY', undefined)
    if (result.exported)
      trackEvent(latch, { event: 'EMBEDDED_KEY_EXPORTED', properties: { accounts: result.accounts } })
    return result
  } finally {
    signal?.removeEventListener('abort', close)
  }
}

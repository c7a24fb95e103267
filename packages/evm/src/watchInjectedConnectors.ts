import type { Connector, Eip1193Provider } from '@latch/core'
import { type AnnouncedProvider, buildInjectedConnectors } from './buildInjectedConnectors.js'

export type WatchInjectedConnectorsParameters = { onChange(connectors: Connector[]): void }

/**
 * Finds the browser wallets of the page with DOM events only (no network): listens for
 * `eip6963:announceProvider`, dispatches `eip6963:requestProvider`, and looks at `window.ethereum`.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = watchInjectedConnectors({ onChange: (connectors) => console.log(connectors) })
 */
export function watchInjectedConnectors(parameters: WatchInjectedConnectorsParameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const announced = new Map<string, AnnouncedProvider>()
  const injected = () => (window as { ethereum?: Eip1193Provider }).ethereum
  let last = ''
  const emit = () => {
    const connectors = buildInjectedConnectors([...announced.values()], injected())
    const key = connectors.map((c) => `${c.id}:${c.name}`).join('|')
    // Providers re-announce on every request; only a change is reported.
    if (key === last) return
    last = key
    parameters.onChange(connectors)
  }
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<AnnouncedProvider>).detail
    if (!detail?.info?.rdns || !detail.provider) return
    const existing = announced.get(detail.info.rdns)
    if (existing?.provider === detail.provider && existing.info.name === detail.info.name) return
    announced.set(detail.info.rdns, { info: { ...detail.info }, provider: detail.provider })
    emit()
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.addEventListener('ethereum#initialized', emit)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  emit()
  return () => {
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
    window.removeEventListener('ethereum#initialized', emit)
  }
}

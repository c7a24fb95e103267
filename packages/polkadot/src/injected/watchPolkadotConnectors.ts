import type { AdapterContext, Connector } from '@latch/core'
import { injectedExtensions } from './injectedWeb3.js'
import { polkadotWalletRegistry } from './polkadotWalletRegistry.js'

export type WatchPolkadotConnectorsParameters = {
  context: AdapterContext
  onChange(connectors: Connector[]): void
  /** How long to look for extensions that inject late. Default 1000 ms, as long as the widget waits for injected wallets. */
  waitMs?: number
}

/** The names the common extensions go by elsewhere (their EIP-6963 and Wallet Standard names), for merging. */
const knownNames: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
}

const POLL_MS = 100

/**
 * Finds the page's Polkadot extensions in `window.injectedWeb3` and reports one connector per extension (id:
 * its key, type ANNOUNCED, chain polkadot). Extensions inject their entry from a content script, possibly after
 * the page's scripts run, so the object is read again until `waitMs` after start and on `load`. Returns a
 * function that stops watching.
 *
 * @example
 * const stop = watchPolkadotConnectors({ context, onChange: (connectors) => console.log(connectors) })
 */
export function watchPolkadotConnectors(parameters: WatchPolkadotConnectorsParameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const registry = polkadotWalletRegistry(parameters.context)
  let last = ''
  const emit = () => {
    const found = Object.entries(injectedExtensions()).filter(
      ([, provider]) => typeof provider?.enable === 'function',
    )
    for (const [id, provider] of found)
      if (registry.get(id)?.provider !== provider)
        registry.set(id, { provider, extension: undefined, account: undefined, network: undefined })
    const key = found.map(([id]) => id).join('|')
    if (key === last) return
    last = key
    parameters.onChange(found.map(([id]) => toConnector(id)))
  }
  emit()
  const started = Date.now()
  const timer = setInterval(() => {
    emit()
    if (Date.now() - started >= (parameters.waitMs ?? 1000)) clearInterval(timer)
  }, POLL_MS)
  window.addEventListener('load', emit)
  return () => {
    clearInterval(timer)
    window.removeEventListener('load', emit)
  }
}

function toConnector(id: string): Connector {
  const name = knownNames[id] ?? id
  return { id, name, type: 'ANNOUNCED', chain: 'polkadot', info: { name } }
}

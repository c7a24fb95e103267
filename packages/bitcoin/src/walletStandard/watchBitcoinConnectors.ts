import type { AdapterContext, Connector } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { readSatsConnectProviders, satsConnectWallet } from '../satsConnect/satsConnectWallet.js'
import { bitcoinWalletRegistry } from './bitcoinWalletRegistry.js'
import { isBitcoinWallet } from './isBitcoinWallet.js'

export type WatchBitcoinConnectorsParameters = {
  context: AdapterContext
  onChange(connectors: Connector[]): void
}

/**
 * Finds the page's Bitcoin wallets through the Wallet Standard (DOM events only, no network) and in
 * `window.btc_providers` (sats-connect's list, read at once and when the page has loaded), and reports one
 * connector per wallet (id: the wallet's name, type ANNOUNCED, chain bip122) as wallets register and
 * unregister; a wallet in both is listed once, through the Wallet Standard. A wallet that is also an EVM or
 * Solana wallet is merged with them by name in core. Returns a function that stops watching.
 *
 * @example
 * const stop = watchBitcoinConnectors({ context, onChange: (connectors) => console.log(connectors) })
 */
export function watchBitcoinConnectors(parameters: WatchBitcoinConnectorsParameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const registry = bitcoinWalletRegistry(parameters.context)
  const wallets = getWallets()
  // One wrapper per sats-connect provider, so the registry keeps the wallet it connected.
  const satsConnect = new Map<string, Wallet>()
  let last = ''
  const emit = () => {
    const standard = wallets.get().filter(isBitcoinWallet)
    const names = new Set(standard.map((wallet) => wallet.name))
    const found = [...standard]
    for (const info of readSatsConnectProviders()) {
      if (names.has(info.name)) continue
      names.add(info.name)
      let wallet = satsConnect.get(info.id)
      if (!wallet) {
        wallet = satsConnectWallet(info)
        satsConnect.set(info.id, wallet)
      }
      found.push(wallet)
    }
    for (const wallet of found)
      if (registry.get(wallet.name)?.wallet !== wallet)
        registry.set(wallet.name, { wallet, account: undefined, ordinal: undefined, network: undefined })
    const connectors = found.map(toConnector)
    const key = connectors.map((c) => c.id).join('|')
    if (key === last) return
    last = key
    parameters.onChange(connectors)
  }
  const stops = [wallets.on('register', emit), wallets.on('unregister', emit)]
  // Extensions fill `btc_providers` before the page's scripts, or at the latest before it has loaded.
  if (document.readyState !== 'complete') {
    window.addEventListener('load', emit, { once: true })
    stops.push(() => window.removeEventListener('load', emit))
  }
  emit()
  return () => {
    for (const stop of stops) stop()
  }
}

function toConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    info: { name: wallet.name, icon: wallet.icon },
  }
}

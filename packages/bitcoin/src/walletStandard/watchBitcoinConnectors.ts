import type { AdapterContext, Connector } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinWalletRegistry } from './bitcoinWalletRegistry.js'
import { isBitcoinWallet } from './isBitcoinWallet.js'

export type WatchBitcoinConnectorsParameters = {
  context: AdapterContext
  onChange(connectors: Connector[]): void
}

/**
 * Finds the page's Bitcoin wallets through the Wallet Standard (DOM events only, no network) and reports one
 * connector per wallet (id: the wallet's name, type ANNOUNCED, chain bip122) as wallets register and
 * unregister. A wallet that is also an EVM or Solana wallet is merged with them by name in core. Returns a
 * function that stops watching.
 *
 * @example
 * const stop = watchBitcoinConnectors({ context, onChange: (connectors) => console.log(connectors) })
 */
export function watchBitcoinConnectors(parameters: WatchBitcoinConnectorsParameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const registry = bitcoinWalletRegistry(parameters.context)
  const wallets = getWallets()
  let last = ''
  const emit = () => {
    const found = wallets.get().filter(isBitcoinWallet)
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

import type { AdapterContext, Connector, Eip1193Provider } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './isSolanaWallet.js'
import { solanaWalletRegistry } from './solanaWalletRegistry.js'

export type WatchSolanaConnectorsParameters = {
  context: AdapterContext
  onChange(connectors: Connector[]): void
}

/**
 * Finds the page's Solana wallets through the Wallet Standard (DOM events only, no network) and reports one
 * connector per wallet (id: the wallet's name, type ANNOUNCED, chain solana) as wallets register and
 * unregister. Each connector's `provider` answers the Solana wallet methods (`solana_signMessage`,
 * `solana_signTransaction`, `solana_signAndSendTransaction`, `solana_signAllTransactions`), loading the
 * chain library when first asked. Returns a function that stops watching.
 *
 * @example
 * const stop = watchSolanaConnectors({ context, onChange: (connectors) => console.log(connectors) })
 */
export function watchSolanaConnectors(parameters: WatchSolanaConnectorsParameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const { context } = parameters
  const registry = solanaWalletRegistry(context)
  const wallets = getWallets()
  let last = ''
  const emit = () => {
    const found = wallets.get().filter(isSolanaWallet)
    const connectors = found.map((wallet) => toConnector(context, wallet))
    for (const wallet of found) {
      const entry = registry.get(wallet.name)
      if (entry?.wallet !== wallet)
        registry.set(wallet.name, { wallet, account: undefined, network: undefined })
    }
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

function toConnector(context: AdapterContext, wallet: Wallet): Connector {
  const provider: Eip1193Provider = {
    request: (args) =>
      import('../requestSolanaWallet.js').then(({ requestSolanaWallet }) =>
        requestSolanaWallet(context, wallet.name, args),
      ),
  }
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    info: { name: wallet.name, icon: wallet.icon },
    provider,
  }
}

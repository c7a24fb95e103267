import type { AdapterRuntime, Connector } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import {
  BITCOIN_MAINNET_REFERENCE,
  BITCOIN_REGTEST_REFERENCE,
  BITCOIN_TESTNET_REFERENCE,
  toBitcoinWalletChain,
} from '../bitcoinChains.js'
import { pickAccounts, typedAccounts } from './bitcoinAccounts.js'
import { type BitcoinRuntimeContext, featureOf } from './bitcoinRuntimeContext.js'

type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void,
  ): () => void
}

/** The CAIP-2 reference of a Wallet Standard Bitcoin chain. */
const referenceOfChain = (chain: string) =>
  chain === 'bitcoin:mainnet'
    ? BITCOIN_MAINNET_REFERENCE
    : chain === 'bitcoin:regtest'
      ? BITCOIN_REGTEST_REFERENCE
      : BITCOIN_TESTNET_REFERENCE

/**
 * Follows the wallet's `change` events: new accounts (payment and ordinals), and a network the wallet chose
 * itself (sats-connect), which the widget follows.
 *
 * @example
 * const stop = watchBitcoinWallet(runtime, connector, handlers)
 */
export function watchBitcoinWallet(
  runtime: BitcoinRuntimeContext,
  connector: Connector,
  handlers: Parameters<AdapterRuntime['watchProvider']>[1],
): () => void {
  const { registry } = runtime
  const entry = registry.get(connector.id)
  const events = entry ? featureOf<EventsFeature>(entry.wallet, 'standard:events') : undefined
  if (!events || !entry) return () => {}
  const wallet = entry.wallet
  return events.on('change', ({ accounts, chains }) => {
    const current = registry.get(connector.id)
    let network = current?.network ?? runtime.firstNetwork()
    // A wallet that chooses its network itself (sats-connect) moved to another: the widget follows it.
    const chain = chains?.length === 1 ? chains[0] : undefined
    if (chain && (!network || toBitcoinWalletChain(network) !== chain)) {
      const configured = runtime.context.config.networks.find(
        (n) => n.chainNamespace === 'bip122' && toBitcoinWalletChain(n) === chain,
      )
      network = configured ?? network
      handlers.onChainChanged(configured?.id ?? referenceOfChain(chain))
    }
    if (!accounts) {
      if (current) registry.set(connector.id, { ...current, network })
      return
    }
    const picked = network ? pickAccounts(accounts, network) : { payment: accounts[0], ordinal: undefined }
    registry.set(connector.id, { wallet, account: picked.payment, ordinal: picked.ordinal, network })
    handlers.onAccountsChanged(picked.payment ? [picked.payment.address] : [], typedAccounts(picked))
  })
}

import { type AdapterContext, type CaipNetwork, type Connector, ProviderNotFoundError } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { type BitcoinWalletEntry, bitcoinWalletRegistry } from '../walletStandard/bitcoinWalletRegistry.js'
import { createEsplora, type Esplora } from './createEsplora.js'

/** What every part of one bip122 runtime shares: the instance's context, its wallets, its Esplora clients. */
export type BitcoinRuntimeContext = {
  context: AdapterContext
  /** The wallets the instance found, by connector id, with the accounts and network each is connected on. */
  registry: Map<string, BitcoinWalletEntry>
  /** One Esplora client per network: balances, UTXOs, fee rates, broadcasts and confirmations. */
  esploraOf(network: CaipNetwork): Esplora
  /** The first configured Bitcoin network: where a connection goes when none is asked for. */
  firstNetwork(): CaipNetwork | undefined
  /** The network the connector's requests go to now. */
  networkOf(connector: Connector): CaipNetwork | undefined
}

/**
 * The shared part of a bip122 runtime.
 *
 * @example
 * const runtime = createBitcoinRuntimeContext(context)
 * await runtime.esploraOf(network).balance(address)
 */
export function createBitcoinRuntimeContext(context: AdapterContext): BitcoinRuntimeContext {
  const registry = bitcoinWalletRegistry(context)
  const clients = new Map<string, Esplora>()
  const firstNetwork = () => context.config.networks.find((n) => n.chainNamespace === 'bip122')
  return {
    context,
    registry,
    esploraOf(network) {
      let client = clients.get(network.caipNetworkId)
      if (!client) {
        client = createEsplora(network)
        clients.set(network.caipNetworkId, client)
      }
      return client
    },
    firstNetwork,
    networkOf: (connector) => registry.get(connector.id)?.network ?? firstNetwork(),
  }
}

/** A Wallet Standard feature of the wallet, if it has it. */
export function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, unknown>)[name] as T | undefined
}

/** The connector's wallet, or `ProviderNotFoundError` when the page has none by that id. */
export function walletEntryOf(runtime: BitcoinRuntimeContext, connector: Connector): BitcoinWalletEntry {
  const entry = runtime.registry.get(connector.id)
  if (!entry)
    throw new ProviderNotFoundError({ details: `No Bitcoin wallet "${connector.id}" on this page.` })
  return entry
}

/** The connected account with that address: the payment one, or the ordinal one the visitor chose. */
export function connectedAccount(runtime: BitcoinRuntimeContext, connector: Connector, address: string) {
  const entry = walletEntryOf(runtime, connector)
  const account = [entry.account, entry.ordinal].find((a) => a !== undefined && a.address === address)
  if (!entry.account || !account)
    throw new ProviderNotFoundError({ details: `${entry.wallet.name} has not connected ${address}.` })
  return { ...entry, account }
}

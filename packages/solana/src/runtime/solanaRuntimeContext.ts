import { type AdapterContext, type CaipNetwork, type Connector, ProviderNotFoundError } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { type SolanaWalletEntry, solanaWalletRegistry } from '../walletStandard/solanaWalletRegistry.js'
import { createSolanaRpcClient, type SolanaRpcClient } from './createSolanaRpcClient.js'

/** What every part of one Solana runtime shares: the instance's context, its wallets, its RPC clients. */
export type SolanaRuntimeContext = {
  context: AdapterContext
  /** The wallets the instance found, by connector id, with the account and network each is connected on. */
  registry: Map<string, SolanaWalletEntry>
  /** One `@solana/kit` client per network. */
  rpcOf(network: CaipNetwork): SolanaRpcClient
  /** The first configured Solana network: where a connection goes when none is asked for. */
  firstNetwork(): CaipNetwork | undefined
  /** The network the connector's requests go to now. */
  networkOf(connector: Connector): CaipNetwork | undefined
}

/**
 * The shared part of a Solana runtime.
 *
 * @example
 * const runtime = createSolanaRuntimeContext(context)
 * await runtime.rpcOf(network).getBalance(owner).send()
 */
export function createSolanaRuntimeContext(context: AdapterContext): SolanaRuntimeContext {
  const registry = solanaWalletRegistry(context)
  const clients = new Map<string, SolanaRpcClient>()
  const firstNetwork = () => context.config.networks.find((n) => n.chainNamespace === 'solana')
  return {
    context,
    registry,
    rpcOf(network) {
      let client = clients.get(network.caipNetworkId)
      if (!client) {
        client = createSolanaRpcClient({
          network,
          apiUrl: context.config.apiUrl,
          projectId: context.config.projectId,
        })
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

/** The connector's Wallet Standard wallet, or `ProviderNotFoundError` when the page has none by that id. */
export function walletEntryOf(runtime: SolanaRuntimeContext, connector: Connector) {
  const entry = runtime.registry.get(connector.id)
  if (!entry?.wallet)
    throw new ProviderNotFoundError({ details: `No Solana wallet "${connector.id}" on this page.` })
  return { ...entry, wallet: entry.wallet }
}

/** Points the connector's requests at `network` (Solana wallets take the chain with each request). */
export function setConnectorNetwork(
  runtime: SolanaRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
) {
  const entry = runtime.registry.get(connector.id)
  runtime.registry.set(connector.id, { ...entry, wallet: entry?.wallet, account: entry?.account, network })
}

import {
  type AdapterContext,
  type CaipNetwork,
  type Connector,
  type Eip1193Provider,
  ProviderNotFoundError,
} from '@latch/core'
import { createPublicClient, type PublicClient } from 'viem'
import { createRpcTransport } from '../createRpcTransport.js'
import { getWalletConnectLink, type WalletConnectLink } from '../walletConnect/getWalletConnectLink.js'
import type { WalletConnectReturnType } from '../walletConnect/walletConnect.js'
import { providerOf } from './walletProvider.js'

/** What every part of one eip155 runtime shares: the instance's context, its chain clients, its pairing. */
export type Eip155RuntimeContext = {
  /** The instance's configuration (absent in a runtime made without an instance, as tests do). */
  context: AdapterContext | undefined
  /** One viem client per network, over the network's RPC URLs then the server's proxy. */
  clientOf(network: CaipNetwork): PublicClient
  /** The instance's WalletConnect session, when `walletConnect` is configured and given. */
  walletConnect: WalletConnectLink | undefined
  /** Counts pairings: each new one supersedes the previous (a fresh QR code replaces an expiring one). */
  pairing: { current: number }
}

/**
 * The shared part of an eip155 runtime.
 *
 * @example
 * const runtime = createEip155RuntimeContext(context)
 * await runtime.clientOf(network).getBalance({ address })
 */
export function createEip155RuntimeContext(
  context?: AdapterContext,
  walletConnect?: WalletConnectReturnType,
): Eip155RuntimeContext {
  const clients = new Map<string, PublicClient>()
  return {
    context,
    clientOf(network) {
      let client = clients.get(network.caipNetworkId)
      if (!client) {
        client = createPublicClient({
          transport: createRpcTransport({
            network,
            apiUrl: context?.config.apiUrl,
            projectId: context?.config.projectId,
          }),
        })
        clients.set(network.caipNetworkId, client)
      }
      return client
    },
    walletConnect: context ? getWalletConnectLink(context, walletConnect) : undefined,
    pairing: { current: 0 },
  }
}

/** The WalletConnect session, or `ProviderNotFoundError` when WalletConnect is not set up. */
export function walletConnectLinkOf(runtime: Eip155RuntimeContext): WalletConnectLink {
  if (!runtime.walletConnect)
    throw new ProviderNotFoundError({
      details:
        'WalletConnect is not set up: configure `walletConnect` and pass `walletConnect()` from @latch/evm/walletconnect to eip155Adapter().',
    })
  return runtime.walletConnect
}

/** The EIP-1193 provider behind a connector: the WalletConnect provider (loaded), or the wallet's own. */
export async function providerFor(
  runtime: Eip155RuntimeContext,
  connector: Connector,
): Promise<Eip1193Provider> {
  if (connector.type === 'WALLET_CONNECT')
    return (await walletConnectLinkOf(runtime).load()) as Eip1193Provider
  return providerOf(connector)
}

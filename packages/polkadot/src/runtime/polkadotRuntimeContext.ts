import { type AdapterContext, type CaipNetwork, type Connector, ProviderNotFoundError } from '@latch/core'
import { type PolkadotWalletEntry, polkadotWalletRegistry } from '../injected/polkadotWalletRegistry.js'

type ApiPromise = import('@polkadot/api').ApiPromise
type ApiOptions = import('@polkadot/api/types').ApiOptions

/** What every part of one Polkadot runtime shares: the instance's context, its extensions, its chain APIs. */
export type PolkadotRuntimeContext = {
  context: AdapterContext
  /** The extensions the instance found, by connector id, with the accounts and network each is connected on. */
  registry: Map<string, PolkadotWalletEntry>
  /** One `@polkadot/api` per network, loaded and connected on first use (again after a failed start). */
  apiOf(network: CaipNetwork): Promise<ApiPromise>
  /** Each send's inclusion in a block, by extrinsic hash, for `waitForTransactionReceipt`. */
  inclusions: Map<string, Promise<'success' | 'reverted'>>
  /** The first configured Polkadot network: where a connection goes when none is asked for. */
  firstNetwork(): CaipNetwork | undefined
  /** The name the site gives itself to an extension's `enable`. */
  originName(): string
}

/** The node endpoint of a network: its WebSocket URL, else its HTTP URL with a ws scheme. */
function endpointOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.webSocket?.[0] ?? network.rpcUrls.default.http[0]
  if (!url) throw new ProviderNotFoundError({ details: `${network.name} has no RPC URL.` })
  return url.replace(/^http/, 'ws')
}

/**
 * The shared part of a Polkadot runtime.
 *
 * @example
 * const runtime = createPolkadotRuntimeContext(context)
 * const api = await runtime.apiOf(network)
 */
export function createPolkadotRuntimeContext(context: AdapterContext): PolkadotRuntimeContext {
  const apis = new Map<string, Promise<ApiPromise>>()
  return {
    context,
    registry: polkadotWalletRegistry(context),
    apiOf(network) {
      let api = apis.get(network.caipNetworkId)
      if (!api) {
        api = import('@polkadot/api').then(({ ApiPromise, WsProvider }) =>
          ApiPromise.create({
            // WsProvider's optional fields are typed without exactOptionalPropertyTypes; it is the provider ApiPromise takes.
            provider: new WsProvider(endpointOf(network)) as unknown as NonNullable<ApiOptions['provider']>,
            noInitWarn: true,
          }),
        )
        api.catch(() => apis.delete(network.caipNetworkId))
        apis.set(network.caipNetworkId, api)
      }
      return api
    },
    inclusions: new Map(),
    firstNetwork: () => context.config.networks.find((n) => n.chainNamespace === 'polkadot'),
    originName: () =>
      context.config.metadata?.name ?? (typeof location === 'undefined' ? 'Latch' : location.host),
  }
}

/** The connector's extension, or `ProviderNotFoundError` when the page has none by that id. */
export function extensionEntryOf(runtime: PolkadotRuntimeContext, connector: Connector): PolkadotWalletEntry {
  const entry = runtime.registry.get(connector.id)
  if (!entry)
    throw new ProviderNotFoundError({ details: `No Polkadot extension "${connector.id}" on this page.` })
  return entry
}

/** The connected extension and its account `address` (one it offered), else its default account. */
export function connectedAccount(runtime: PolkadotRuntimeContext, connector: Connector, address?: string) {
  const entry = extensionEntryOf(runtime, connector)
  const account = entry.accounts?.find((a) => a.address === address) ?? entry.account
  if (!entry.extension || !account)
    throw new ProviderNotFoundError({ details: `${connector.name} is not connected.` })
  return { ...entry, extension: entry.extension, account }
}

import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { parseNetworkUrlsEnv } from '../chains/parseNetworkUrlsEnv.js'

export type PolkadotNetworkConfig = {
  /** CAIP-2 id, `polkadot:<first 32 hex characters of the genesis hash>`. */
  caipNetworkId: string
  name?: string | undefined
  /** The node's JSON-RPC endpoint over WebSocket (`ws://`, `wss://`): an archive node, to read past blocks. */
  rpcUrl: string
}

/** What the server reads of a chain once connected: its address format and its coin. */
export type PolkadotChainProperties = { ss58Format: number; decimals: number; symbol: string }

export type PolkadotNetworkEntry = {
  caip: `polkadot:${string}`
  name: string
  rpcUrl: string
  /** The chain's client, connected on first use and kept; a failed connection is tried again next time. */
  api(): Promise<ApiPromise>
  /** The chain's SS58 prefix, decimals and symbol, read from the node once. */
  properties(): Promise<PolkadotChainProperties>
  /** Disconnects the client, if connected. */
  close(): Promise<void>
}

export type PolkadotNetworkRegistry = {
  list(): PolkadotNetworkEntry[]
  get(caip: string): PolkadotNetworkEntry | undefined
  close(): Promise<void>
}

/** An SS58 address of a 32-byte account (any network's prefix): from 46 characters, which no Solana key reaches. */
export function polkadotPublicKey(address: string): `0x${string}` | undefined {
  if (address.length < 46 || address.length > 50) return undefined
  try {
    const key = decodeAddress(address)
    return key.length === 32 ? u8aToHex(key) : undefined
  } catch {
    return undefined
  }
}

/** A stored account key in the network's SS58 format, as its wallets show it. */
export const polkadotAddress = (publicKey: string, ss58Format: number) => encodeAddress(publicKey, ss58Format)

function createEntry(config: PolkadotNetworkConfig): PolkadotNetworkEntry {
  let connecting: Promise<ApiPromise> | undefined
  let properties: PolkadotChainProperties | undefined
  const api = () => {
    connecting ??= (async () => {
      // WsProvider's optional fields are typed without exactOptionalPropertyTypes; it is the provider ApiPromise takes.
      const provider = new WsProvider(config.rpcUrl) as unknown as NonNullable<ApiOptions['provider']>
      return ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
    })()
    const current = connecting
    current.catch(() => {
      if (connecting === current) connecting = undefined
    })
    return current
  }
  return {
    caip: config.caipNetworkId as `polkadot:${string}`,
    name: config.name ?? `Polkadot ${config.caipNetworkId.slice('polkadot:'.length, 'polkadot:'.length + 8)}`,
    rpcUrl: config.rpcUrl,
    api,
    async properties() {
      if (properties) return properties
      const client = await api()
      properties = {
        ss58Format: client.registry.chainSS58 ?? 42,
        decimals: client.registry.chainDecimals[0] ?? 10,
        symbol: client.registry.chainTokens[0] ?? 'DOT',
      }
      return properties
    },
    async close() {
      const current = connecting
      connecting = undefined
      if (current) await (await current.catch(() => undefined))?.disconnect()
    },
  }
}

/**
 * The Polkadot networks the server serves, each read through its node's JSON-RPC with `@polkadot/api`.
 *
 * @example
 * const polkadot = createPolkadotNetworkRegistry([{ caipNetworkId: 'polkadot:67f9…', rpcUrl: 'ws://127.0.0.1:8000' }])
 */
export function createPolkadotNetworkRegistry(
  configs: readonly PolkadotNetworkConfig[],
): PolkadotNetworkRegistry {
  const entries = new Map(configs.map((config) => [config.caipNetworkId, createEntry(config)]))
  return {
    list: () => [...entries.values()],
    get: (caip) => entries.get(caip),
    async close() {
      await Promise.all([...entries.values()].map((entry) => entry.close()))
    },
  }
}

/**
 * Reads `LATCH_POLKADOT`: the Polkadot networks the server serves, `<CAIP-2 id>=<ws URL>` separated by commas,
 * such as `polkadot:91b171bb158e2d3848fa23a9f1c25182=wss://rpc.polkadot.io` (an archive node, to index its past
 * blocks). An empty value is no network; a malformed one throws InvalidChainsConfigError before anything starts.
 *
 * @example
 * parsePolkadotNetworksEnv('polkadot:91b171bb158e2d3848fa23a9f1c25182=ws://127.0.0.1:9944')
 */
export function parsePolkadotNetworksEnv(value: string | undefined): PolkadotNetworkConfig[] {
  return parseNetworkUrlsEnv(
    'LATCH_POLKADOT',
    value,
    /^polkadot:[0-9a-f]{32}$/,
    'polkadot:<first 32 hex characters of the genesis hash>',
  ).flatMap(({ caipNetworkId, urls }) => {
    const [first] = urls
    const rpcUrl = typeof first === 'string' ? first : first?.url
    return rpcUrl ? [{ caipNetworkId, rpcUrl }] : []
  })
}

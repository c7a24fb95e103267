import { Address, NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import { parseNetworkUrlsEnv } from '../chains/parseNetworkUrlsEnv.js'
import type { UpstreamConfig } from '../upstreams/upstreamEndpoint.js'
import { createEsploraClient, type EsploraClient } from './createEsploraClient.js'

/** Address encoding of a Bitcoin network (bech32 prefix and base58 version bytes). */
type AddressNetwork = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }

const regtest: AddressNetwork = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** The networks the server knows by CAIP-2 id (`bip122:` and the genesis hash's first 32 hex characters). */
const known: Record<string, { name: string; addresses: AddressNetwork }> = {
  'bip122:000000000019d6689c085ae165831e93': { name: 'Bitcoin', addresses: NETWORK },
  'bip122:000000000933ea01ad0ee984209779ba': { name: 'Bitcoin Testnet', addresses: TEST_NETWORK },
  'bip122:00000008819873e925422c1ff0f99f7c': { name: 'Bitcoin Signet', addresses: TEST_NETWORK },
  // Regtest's genesis block, which the devnet's local chain starts from.
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'Bitcoin Regtest', addresses: regtest },
}

export type BitcoinNetworkConfig = {
  /** CAIP-2 id, `bip122:<first 32 hex characters of the genesis hash>`. */
  caipNetworkId: string
  name?: string | undefined
  /**
   * Esplora-shaped APIs (Blockstream's, a self-hosted one, the devnet's), tried in order, each alone or with
   * the headers sent with its requests (a provider's key).
   */
  esploraUrls: UpstreamConfig[]
  timeoutMs?: number | undefined
}

export type BitcoinNetworkEntry = {
  caip: `bip122:${string}`
  name: string
  nativeCurrency: { name: 'Bitcoin'; symbol: 'BTC'; decimals: 8 }
  esplora: EsploraClient
  /** Whether `address` is an address of this network (its checksum and prefix). */
  owns(address: string): boolean
}

export type BitcoinNetworkRegistry = {
  list(): BitcoinNetworkEntry[]
  get(caip: string): BitcoinNetworkEntry | undefined
  /** The served networks `address` belongs to (testnet and signet share their addresses). */
  forAddress(address: string): BitcoinNetworkEntry[]
}

/**
 * The Bitcoin networks the server serves, each read through Esplora-shaped HTTP APIs.
 *
 * @example
 * const bitcoin = createBitcoinNetworkRegistry([{ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', esploraUrls: ['https://blockstream.info/api'] }])
 */
export function createBitcoinNetworkRegistry(
  configs: readonly BitcoinNetworkConfig[],
): BitcoinNetworkRegistry {
  const entries = new Map<string, BitcoinNetworkEntry>()
  for (const config of configs) {
    const preset = known[config.caipNetworkId]
    const addresses = Address(preset?.addresses ?? TEST_NETWORK)
    entries.set(config.caipNetworkId, {
      caip: config.caipNetworkId as `bip122:${string}`,
      name: config.name ?? preset?.name ?? `Bitcoin ${config.caipNetworkId.slice(7, 15)}`,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      esplora: createEsploraClient({ urls: config.esploraUrls, timeoutMs: config.timeoutMs }),
      owns(address) {
        try {
          addresses.decode(address)
          return true
        } catch {
          return false
        }
      },
    })
  }
  return {
    list: () => [...entries.values()],
    get: (caip) => entries.get(caip),
    forAddress: (address) => [...entries.values()].filter((entry) => entry.owns(address)),
  }
}

/** A Bitcoin address of any network the server could serve (bech32 or base58check with its checksum). */
export function isBitcoinAddress(address: string): boolean {
  return Object.values(known).some(({ addresses }) => {
    try {
      Address(addresses).decode(address)
      return true
    } catch {
      return false
    }
  })
}

/**
 * Reads `LATCH_BITCOIN`: the Bitcoin networks the server serves, `<CAIP-2 id>=<Esplora URL>[|<URL>…]` separated
 * by commas, such as `bip122:000000000019d6689c085ae165831e93=https://blockstream.info/api` or the devnet's
 * `bip122:0f9188f13cb7b2c71f2a335e3a4fc328=http://127.0.0.1:3002`, or the JSON form of `parseNetworkUrlsEnv`
 * (URLs with headers). Throws InvalidChainsConfigError when malformed or when a URL holds a user name or
 * password.
 *
 * @example
 * parseBitcoinNetworksEnv('bip122:0f9188f13cb7b2c71f2a335e3a4fc328=http://127.0.0.1:3002')
 */
export function parseBitcoinNetworksEnv(value: string | undefined): BitcoinNetworkConfig[] {
  return parseNetworkUrlsEnv(
    'LATCH_BITCOIN',
    value,
    /^bip122:[0-9a-f]{32}$/,
    'bip122:<32 hex characters of the genesis hash>',
  ).map(({ caipNetworkId, urls }) => ({ caipNetworkId, esploraUrls: urls }))
}

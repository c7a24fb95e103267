import { OpenAPIHono } from '@hono/zod-openapi'
import type { Address } from 'viem'
import { createBalanceRoutes } from './balances/balanceRoutes.js'
import { createBitcoinDataSource } from './bitcoin/bitcoinDataSource.js'
import {
  type BitcoinNetworkConfig,
  type BitcoinNetworkRegistry,
  createBitcoinNetworkRegistry,
} from './bitcoin/bitcoinNetworks.js'
import type { ChainDataContext } from './chains/chainParams.js'
import { createChainDataSources } from './chains/createChainDataSources.js'
import { type ChainConfig, type ChainRegistry, createChainRegistry } from './chains/createChainRegistry.js'
import type { AppContext } from './context.js'
import type { Database } from './db/createDatabase.js'
import { createEip155DataSource } from './eip155/eip155DataSource.js'
import { createPageCache } from './history/createPageCache.js'
import { createDatabaseCursorCodec } from './history/historyCursor.js'
import { createHistoryRoutes } from './history/historyRoutes.js'
import { validationHook } from './http.js'
import { createPolkadotDataSource } from './polkadot/polkadotDataSource.js'
import {
  createPolkadotNetworkRegistry,
  type PolkadotNetworkConfig,
  type PolkadotNetworkRegistry,
} from './polkadot/polkadotNetworks.js'
import { createPriceService } from './prices/createPriceService.js'
import { createPriceRoutes } from './prices/priceRoutes.js'
import type { PriceProvider } from './prices/types.js'
import { createRpcProxyRoutes } from './rpc/rpcProxyRoutes.js'
import { createSolanaPrices } from './solana/createSolanaPrices.js'
import { createSolanaDataSource } from './solana/solanaDataSource.js'
import {
  createSolanaNetworkRegistry,
  type SolanaNetworkConfig,
  type SolanaNetworkRegistry,
} from './solana/solanaNetworks.js'
import { createConvertRoutes } from './swap/convertRoutes.js'
import { createSwapRoutes } from './swap/swapRoutes.js'
import { createTokenCache } from './tokens/createTokenCache.js'

export type CreateChainDataParameters = {
  db: Database
  /** Chain configurations, or a registry already built (shared with the indexer). */
  chains: readonly ChainConfig[] | ChainRegistry
  /** Solana networks, or a registry already built (shared with the Solana indexer). None by default. */
  solana?: readonly SolanaNetworkConfig[] | SolanaNetworkRegistry | undefined
  /** Bitcoin networks with their Esplora URLs, or a registry already built. None by default. */
  bitcoin?: readonly BitcoinNetworkConfig[] | BitcoinNetworkRegistry | undefined
  /** Polkadot networks with their nodes' WebSocket URLs, or a registry already built (shared with its indexer). None by default. */
  polkadot?: readonly PolkadotNetworkConfig[] | PolkadotNetworkRegistry | undefined
  /** USD price sources of real networks, by chain id. */
  priceProviders?: Record<number, PriceProvider> | undefined
  /** Token metadata and price cache lifetime. Default 30 s. */
  cacheTtlMs?: number | undefined
  /** Account that receives the 0.85% swap provider fee on chain; swaps take no fee without one. */
  swapFeeRecipient?: Address | undefined
  /** The server's public URL, the base of icon URLs (see `ChainDataContext.publicUrl`). */
  publicUrl?: string | undefined
}

/** The services behind the blockchain data routes: chains and their upstreams, tokens, prices, cursors. */
export function createChainData(parameters: CreateChainDataParameters): ChainDataContext {
  const { db } = parameters
  const chains = 'list' in parameters.chains ? parameters.chains : createChainRegistry(parameters.chains)
  const tokens = createTokenCache(db, { ttlMs: parameters.cacheTtlMs })
  const prices = createPriceService({
    tokens,
    providers: parameters.priceProviders,
    ttlMs: parameters.cacheTtlMs,
  })
  const solanaConfigs = parameters.solana ?? []
  const solana = 'list' in solanaConfigs ? solanaConfigs : createSolanaNetworkRegistry(solanaConfigs)
  const solanaPrices = createSolanaPrices({ ttlMs: parameters.cacheTtlMs })
  const bitcoinConfigs = parameters.bitcoin ?? []
  const bitcoin = 'list' in bitcoinConfigs ? bitcoinConfigs : createBitcoinNetworkRegistry(bitcoinConfigs)
  const polkadotConfigs = parameters.polkadot ?? []
  const polkadot =
    'list' in polkadotConfigs ? polkadotConfigs : createPolkadotNetworkRegistry(polkadotConfigs)
  return {
    chains,
    // One source per namespace; without a network, an address is read on the first whose form it has.
    sources: createChainDataSources([
      createEip155DataSource({ db, chains, tokens, prices }),
      createBitcoinDataSource(bitcoin),
      // Before Solana: an SS58 address is base58 too, longer than any Solana key.
      createPolkadotDataSource({ db, polkadot }),
      createSolanaDataSource({ db, solana, prices: solanaPrices }),
    ]),
    solana,
    solanaPrices,
    bitcoin,
    polkadot,
    tokens,
    prices,
    cursors: createDatabaseCursorCodec(db),
    historyPages: createPageCache(),
    swapFeeRecipient: parameters.swapFeeRecipient?.toLowerCase() as Address | undefined,
    publicUrl: parameters.publicUrl?.replace(/\/+$/, ''),
  }
}

/** Every blockchain data route, to mount with `app.route('/', …)`. */
export function createChainDataRoutes(context: AppContext, chainData: ChainDataContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .route('/', createHistoryRoutes(context, chainData))
    .route('/', createBalanceRoutes(chainData))
    .route('/', createPriceRoutes(chainData))
    .route('/', createConvertRoutes(chainData))
    .route('/', createSwapRoutes(chainData))
    .route('/', createRpcProxyRoutes(chainData))
}

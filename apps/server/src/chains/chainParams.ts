import type { Address } from 'viem'
import type { BitcoinNetworkRegistry } from '../bitcoin/bitcoinNetworks.js'
import type { PageCache } from '../history/createPageCache.js'
import type { AsyncCursorCodec } from '../history/historyCursor.js'
import type { PolkadotNetworkRegistry } from '../polkadot/polkadotNetworks.js'
import type { PriceService } from '../prices/createPriceService.js'
import type { SolanaPrices } from '../solana/createSolanaPrices.js'
import type { SolanaNetworkEntry, SolanaNetworkRegistry } from '../solana/solanaNetworks.js'
import type { TokenCache } from '../tokens/createTokenCache.js'
import { UnsupportedChainError } from './chainErrors.js'
import type { ChainDataSources } from './createChainDataSources.js'
import type { ChainEntry, ChainRegistry } from './createChainRegistry.js'

/** What the blockchain data routes share, beside the app's context. */
export type ChainDataContext = {
  chains: ChainRegistry
  /**
   * What each namespace serves (history, balances, fees, Swap lists, JSON-RPC upstreams): the routes ask the
   * source of a request's namespace rather than branch on it.
   */
  sources: ChainDataSources
  /** The Solana networks served (balances and history of Solana accounts), with their Pyth prices. */
  solana: SolanaNetworkRegistry
  solanaPrices: SolanaPrices
  /** The Bitcoin networks served (balances and history of Bitcoin addresses), read from Esplora APIs. */
  bitcoin: BitcoinNetworkRegistry
  /** The Polkadot networks served (history of Polkadot accounts, from the Polkadot indexer's tables). */
  polkadot: PolkadotNetworkRegistry
  tokens: TokenCache
  prices: PriceService
  cursors: AsyncCursorCodec
  /** History pages behind a cursor, reused while they cannot have changed. */
  historyPages: PageCache<unknown>
  /** Who receives the swap provider fee on chain; no recipient, no fee. */
  swapFeeRecipient: Address | undefined
  /**
   * The server's public URL, the base of the icon URLs in answers (PUBLIC_URL, or the URL it listens on).
   * Unset only in an app without a listener (tests), where the request's own URL stands in.
   */
  publicUrl: string | undefined
}

/** The native coin's address in CAIP-10 token lists and price requests. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const chainNumber = (caip: string) => Number(caip.slice('eip155:'.length))

/** The configured chain of a CAIP-2 id, or 400 UNSUPPORTED_CHAIN. */
export function requireChain(chains: ChainRegistry, caip: string): ChainEntry {
  const chain = chains.get(chainNumber(caip))
  if (!chain) throw new UnsupportedChainError(caip)
  return chain
}

/** An EVM address (0x…): read on eip155 chains only. */
export const isEvmAccount = (address: string) => address.startsWith('0x')

/** A Solana address (base58); the data API's other accounts are EVM addresses (0x…) and Bitcoin ones. */
export const isSolanaAccount = (address: string) => !isEvmAccount(address)

/** The Solana network `caip` names (400 UNSUPPORTED_CHAIN when the server does not serve it). */
export function requireSolanaNetwork(solana: SolanaNetworkRegistry, caip: string): SolanaNetworkEntry {
  const network = solana.get(caip)
  if (!network) throw new UnsupportedChainError(caip)
  return network
}

export const lower = (address: string) => address.toLowerCase() as Address

/**
 * Base of the icon URLs in answers: the configured public URL. Never the request's Host header, which a
 * client chooses (a cache in front would hand its URLs to everyone), except in a test app without one.
 */
export const publicUrlOf = (chainData: ChainDataContext, requestUrl: string) =>
  chainData.publicUrl ?? new URL(requestUrl).origin

export const tokenIconUrl = (publicUrl: string, iconId: string | null | undefined) =>
  iconId ? `${publicUrl}/public/getTokenImage/${iconId}` : ''

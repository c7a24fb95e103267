import type { Address } from 'viem'
import {
  type BitcoinNetworkEntry,
  type BitcoinNetworkRegistry,
  isBitcoinAddress,
} from '../bitcoin/bitcoinNetworks.js'
import { type AppContext, requireProject } from '../context.js'
import type { PageCache } from '../history/createPageCache.js'
import type { AsyncCursorCodec } from '../history/historyCursor.js'
import type { PriceService } from '../prices/createPriceService.js'
import type { SolanaPrices } from '../solana/createSolanaPrices.js'
import type { SolanaNetworkEntry, SolanaNetworkRegistry } from '../solana/solanaNetworks.js'
import type { TokenCache } from '../tokens/createTokenCache.js'
import { AccountNamespaceError, UnsupportedChainError } from './chainErrors.js'
import type { ChainEntry, ChainRegistry } from './createChainRegistry.js'

/** What the blockchain data routes share, beside the app's context. */
export type ChainDataContext = {
  chains: ChainRegistry
  /** The Solana networks served (balances and history of Solana accounts), with their Pyth prices. */
  solana: SolanaNetworkRegistry
  solanaPrices: SolanaPrices
  /** The Bitcoin networks served (balances and history of Bitcoin addresses), read from Esplora APIs. */
  bitcoin: BitcoinNetworkRegistry
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

/** A Solana address (base58); the data API's other accounts are EVM addresses (0x…) and Bitcoin ones. */
export const isSolanaAccount = (address: string) => !address.startsWith('0x')

/**
 * Whether a request is for a Bitcoin account: `chainId` is a bip122 network, or there is none and the address
 * is a Bitcoin address (bech32, or base58check with a Bitcoin version byte, which a Solana key never is).
 */
export const isBitcoinAccount = (address: string, chainId: string | undefined) =>
  !address.startsWith('0x') && (chainId ? chainId.startsWith('bip122:') : isBitcoinAddress(address))

/**
 * The Bitcoin networks a request for a Bitcoin address reads: the one `chainId` names (400 UNSUPPORTED_CHAIN
 * when it is not served, 400 INVALID_PARAMS when the address is not of that network), else every served
 * network the address belongs to.
 */
export function requireBitcoinNetworks(
  bitcoin: BitcoinNetworkRegistry,
  address: string,
  chainId: string | undefined,
): BitcoinNetworkEntry[] {
  if (chainId === undefined) return bitcoin.forAddress(address)
  const network = bitcoin.get(chainId)
  if (!network) throw new UnsupportedChainError(chainId)
  if (!network.owns(address)) throw new AccountNamespaceError(address, chainId)
  return [network]
}

/**
 * The Solana networks a request for a Solana account reads: the one `chainId` names (400 UNSUPPORTED_CHAIN
 * when it is not served, 400 INVALID_PARAMS when it is an eip155 chain), else every one.
 */
export function requireSolanaNetworks(
  solana: SolanaNetworkRegistry,
  address: string,
  chainId: string | undefined,
): SolanaNetworkEntry[] {
  if (chainId === undefined) return solana.list()
  if (!chainId.startsWith('solana:')) throw new AccountNamespaceError(address, chainId)
  return [requireSolanaNetwork(solana, chainId)]
}

/** The Solana network `caip` names (400 UNSUPPORTED_CHAIN when the server does not serve it). */
export function requireSolanaNetwork(solana: SolanaNetworkRegistry, caip: string): SolanaNetworkEntry {
  const network = solana.get(caip)
  if (!network) throw new UnsupportedChainError(caip)
  return network
}

/** The eip155 chain `chainId` names for an EVM account (400 INVALID_PARAMS for a Solana network). */
export function requireEvmChain(chains: ChainRegistry, address: string, caip: string): ChainEntry {
  if (!caip.startsWith('eip155:')) throw new AccountNamespaceError(address, caip)
  return requireChain(chains, caip)
}

export const checkProject = (context: AppContext, projectId: string) => requireProject(context, projectId)

export const lower = (address: string) => address.toLowerCase() as Address

/**
 * Base of the icon URLs in answers: the configured public URL. Never the request's Host header, which a
 * client chooses (a cache in front would hand its URLs to everyone), except in a test app without one.
 */
export const publicUrlOf = (chainData: ChainDataContext, requestUrl: string) =>
  chainData.publicUrl ?? new URL(requestUrl).origin

export const tokenIconUrl = (publicUrl: string, iconId: string | null | undefined) =>
  iconId ? `${publicUrl}/public/getTokenImage/${iconId}` : ''

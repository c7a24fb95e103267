import type * as api from '@latch/api'
import type { RouteResponse, TokenBalance, TransactionHistoryItem } from '@latch/api'
import type { HistoryPosition } from '../history/historyCursor.js'
import type { UpstreamPool } from '../rpc/createUpstreamPool.js'
import type { GasPrices } from '../swap/readGasPrice.js'
import { ChainUnavailableError } from './chainErrors.js'

/** One page of an account's history, before its cursor is signed: the items and the position of the last. */
export type HistoryItems = { items: TransactionHistoryItem[]; last: HistoryPosition | undefined }

/** A token of a network's Swap list. */
export type ListedToken = RouteResponse<typeof api.swapTokensRoute>['tokens'][number]

/** An account a request names, checked against the networks the server serves of its namespace. */
export type NamespaceAccount = {
  /** The address as its data is keyed: lower-case where the namespace ignores case (eip155), else as given. */
  address: string
  /** One page of its transactions, newest first, after `after` (a position an earlier page of it gave). */
  history(after: HistoryPosition | undefined, publicUrl: string): Promise<HistoryItems>
  /**
   * Its balances: on the network the request named (whose failure is the answer, 502), or on every network of
   * the namespace it can belong to (one that does not answer is left out).
   */
  balances(publicUrl: string): Promise<TokenBalance[]>
}

/**
 * What the server reads of one CAIP-2 namespace's networks for the widget: its accounts' history and balances,
 * and, where the namespace has them, fee tiers, the Swap token list and JSON-RPC upstreams. The routes ask the
 * source of a request's namespace (see `createChainDataSources`) and never branch on a namespace themselves.
 */
export type ChainDataSource = {
  /** The CAIP-2 namespace: `eip155`, `solana`, `bip122`, `polkadot`. */
  namespace: string
  /** The CAIP-2 networks of the namespace the server serves: the widget offers Activity on these. */
  networks(): string[]
  /** For a request that names no network: whether the address has this namespace's form. */
  isAccount(address: string): boolean
  /**
   * The account `address` on `chainId` (a network of this namespace), or on all its networks: 400
   * UNSUPPORTED_CHAIN for a network not served, 400 INVALID_PARAMS for an address that is not one of its accounts.
   */
  account(address: string, chainId: string | undefined): NamespaceAccount
  /** Fee tiers of a transfer on a served network (400 UNSUPPORTED_CHAIN otherwise, 502 when it does not answer). */
  fee?(caip: string): Promise<GasPrices>
  /** The tokens a served network lists for Swap (400 UNSUPPORTED_CHAIN otherwise). */
  tokens?(caip: string, publicUrl: string): Promise<ListedToken[]>
  /** The JSON-RPC upstreams of a served network, for the proxy; undefined when it is not served. */
  rpc?(caip: string): UpstreamPool | undefined
}

/**
 * Reads an account's balances on each of `networks`, in parallel. When the request named its network
 * (`named`), that network's failure is the answer; across every network, one that does not answer
 * (502 CHAIN_UNAVAILABLE) is left out rather than failing the rest.
 *
 * @example
 * return readEachNetwork(networks, (network) => getBitcoinBalances({ network, address, publicUrl }), named)
 */
export async function readEachNetwork<N>(
  networks: readonly N[],
  read: (network: N) => Promise<TokenBalance[]>,
  named: boolean,
): Promise<TokenBalance[]> {
  const skipUnavailable = (error: unknown): TokenBalance[] => {
    if (error instanceof ChainUnavailableError) return []
    throw error
  }
  const perNetwork = await Promise.all(
    networks.map((network) => (named ? read(network) : read(network).catch(skipUnavailable))),
  )
  return perNetwork.flat()
}

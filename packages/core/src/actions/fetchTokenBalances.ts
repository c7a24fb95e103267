import { fetchAccountBalances } from '../api/fetchAccountBalances.js'
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../constants.js'
import { type ActiveAccount, getActiveAccount } from '../internal/getActiveAccount.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { sendTexts } from '../texts/send.js'
import type { CaipNetwork, Connector, Latch, TokenBalance } from '../types.js'
import { formatUnits } from '../utils/formatUnits.js'
import { isWalletGetAssetsResponse } from '../utils/isWalletGetAssetsResponse.js'
import { walletAssetToTokenBalance } from '../utils/walletAssetToTokenBalance.js'
import { getNamespaceProfile } from './getNamespaceProfile.js'

export type FetchTokenBalancesParameters = {
  /** Ignore the 30 s cache (after a send). The 30 s block after a failure still holds. */
  force?: boolean
  /** Ask now, past the cache and the 30 s block after a failure: the visitor chose to try again. */
  retry?: boolean
}
export type FetchTokenBalancesReturnType = readonly TokenBalance[]

/** What the modal says while the last fetch failed (`tokenBalancesLastRetry` set). */
export const TOKEN_BALANCE_UNAVAILABLE = sendTexts.tokenBalanceUnavailable

/**
 * The active account's token balances on its network, native coin included, kept in state for 30 s.
 * When the wallet reports asset discovery for the chain
 * (`wallet_getCapabilities`), its `wallet_getAssets` answer is used; otherwise the server's
 * `/v1/account/{address}/balance`; where the namespace's profile reads balances from the chain (no data API
 * serves Polkadot), the coin as the adapter reads it. Tokens with 0 decimals are dropped. A failure is kept in
 * `tokenBalancesLastRetry` (the modal shows 'Token Balance Unavailable' with a Retry, a notice rather than an
 * error: the account is fine, only its list is missing) and, for 30 s afterwards, fetches return an empty list
 * unless asked with `retry`.
 *
 * @example
 * const balances = await fetchTokenBalances(latch)
 */
export async function fetchTokenBalances(
  latch: Latch,
  parameters: FetchTokenBalancesParameters = {},
): Promise<FetchTokenBalancesReturnType> {
  const state = latch.store.getState()
  const account = getActiveAccount(latch, state)
  if (!account) return []
  const { caipAddress } = account
  const now = Date.now()
  const cached = state.tokenBalances
  const { retry } = parameters
  const force = parameters.force || retry
  if (!force && cached?.caipAddress === caipAddress && now - cached.fetchedAt < BALANCE_CACHE_MS)
    return cached.balances
  const lastRetry = state.tokenBalancesLastRetry
  if (!retry && lastRetry !== undefined && now - lastRetry < BALANCE_RETRY_BLOCK_MS) return []

  const inFlight = latch.internal.tokenBalancesRequest
  // A forced fetch (after a send) must not take an answer that was asked for before.
  if (!force && inFlight?.caipAddress === caipAddress) return inFlight.promise
  const promise = request(latch, account)
  latch.internal.tokenBalancesRequest = { caipAddress, promise }
  return promise.finally(() => {
    if (latch.internal.tokenBalancesRequest?.promise === promise)
      latch.internal.tokenBalancesRequest = undefined
  })
}

async function request(latch: Latch, account: ActiveAccount): Promise<readonly TokenBalance[]> {
  const { caipAddress, network, connection, connector } = account
  latch.store.setState({ tokenBalancesLoading: true })
  try {
    let balances: readonly TokenBalance[] | undefined
    if (getNamespaceProfile(latch, network.chainNamespace)?.balances.source === 'chain')
      balances = [await chainNativeBalance(latch, network, connection.address)]
    else if (connector) balances = await walletAssets(latch, network, connection.address, connector)
    balances ??= await fetchAccountBalances(latch, {
      address: connection.address,
      caipNetworkId: network.caipNetworkId,
    })
    // Tokens without decimals are not fungible amounts a person can send (often spam or NFTs).
    const kept = balances.filter((balance) => balance.quantity.decimals !== '0')
    if (getActiveAccount(latch)?.caipAddress === caipAddress)
      latch.store.setState({
        tokenBalances: { caipAddress, balances: kept, fetchedAt: Date.now() },
        tokenBalancesLastRetry: undefined,
      })
    return kept
  } catch {
    latch.store.setState({ tokenBalancesLastRetry: Date.now() })
    return []
  } finally {
    latch.store.setState({ tokenBalancesLoading: false })
  }
}

/**
 * The network's coin as its adapter reads it from the chain, for a namespace the data API does not serve: the
 * account's balances are its coin, read through the network's node like the Account balance.
 */
async function chainNativeBalance(
  latch: Latch,
  network: CaipNetwork,
  address: string,
): Promise<TokenBalance> {
  const runtime = await loadRuntime(latch, network.chainNamespace)
  const { value, decimals, symbol } = await runtime.getBalance({ address, network })
  return {
    name: network.nativeCurrency.name,
    symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
    iconUrl: network.assets?.imageUrl ?? '',
  }
}

/** The wallet's own asset list, or undefined when it has none for this chain or answers something invalid. */
async function walletAssets(
  latch: Latch,
  network: CaipNetwork,
  address: string,
  connector: Connector,
): Promise<TokenBalance[] | undefined> {
  const runtime = await loadRuntime(latch, network.chainNamespace)
  if (!runtime.getWalletAssets) return undefined
  // A wallet that fails here still has the server's view of the chain to fall back on.
  const response = await runtime.getWalletAssets({ connector, address, network }).catch(() => undefined)
  if (response === undefined || !isWalletGetAssetsResponse(response)) return undefined
  const hexChainId = `0x${Number(network.id).toString(16)}`
  return (response[hexChainId] ?? []).map((asset) => walletAssetToTokenBalance(asset, network.caipNetworkId))
}
